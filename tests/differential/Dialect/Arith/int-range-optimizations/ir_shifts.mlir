// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// shli, shrui, shrsi with bounded operands.
func.func @shifts(%a: i16, %s: i16) -> (i1, i1, i1, i16) {
  %c255 = arith.constant 255 : i16
  %c3 = arith.constant 3 : i16
  %c4 = arith.constant 4 : i16
  %c2041 = arith.constant 2041 : i16
  %c0 = arith.constant 0 : i16
  %c16 = arith.constant 16 : i16
  %x = arith.andi %a, %c255 : i16
  %k = arith.andi %s, %c3 : i16
  %l = arith.shli %x, %k : i16
  %r1 = arith.cmpi ult, %l, %c2041 : i16
  %u = arith.shrui %x, %c4 : i16
  %r2 = arith.cmpi ult, %u, %c16 : i16
  %v = arith.shrsi %a, %c16 : i16
  %neg = arith.ori %a, %c0 : i16
  %w = arith.shrsi %x, %k : i16
  %r3 = arith.cmpi sge, %w, %c0 : i16
  %z = arith.shrui %k, %c4 : i16
  return %r1, %r2, %r3, %z : i1, i1, i1, i16
}
