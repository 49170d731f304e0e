// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// maxsi, maxui, minsi, minui.
func.func @minmax(%a: i32, %b: i32) -> (i1, i1, i1, i1, i32) {
  %c10 = arith.constant 10 : i32
  %c20 = arith.constant 20 : i32
  %c0 = arith.constant 0 : i32
  %cm5 = arith.constant -5 : i32
  %mx = arith.maxsi %a, %c10 : i32
  %r1 = arith.cmpi sge, %mx, %c10 : i32
  %mn = arith.minui %b, %c20 : i32
  %r2 = arith.cmpi ule, %mn, %c20 : i32
  %m3 = arith.minsi %a, %cm5 : i32
  %r3 = arith.cmpi slt, %m3, %c0 : i32
  %m4 = arith.maxui %b, %c20 : i32
  %r4 = arith.cmpi ne, %m4, %c0 : i32
  %m5 = arith.minsi %mn, %c0 : i32
  return %r1, %r2, %r3, %r4, %m5 : i1, i1, i1, i1, i32
}
