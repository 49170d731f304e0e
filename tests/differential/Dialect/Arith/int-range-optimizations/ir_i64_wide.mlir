// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// i64 bounds near the extremes.
func.func @wide(%a: i64) -> (i1, i1, i64) {
  %max = arith.constant 9223372036854775807 : i64
  %min = arith.constant -9223372036854775808 : i64
  %c1 = arith.constant 1 : i64
  %c63 = arith.constant 63 : i64
  %s = arith.shrui %a, %c63 : i64
  %r0 = arith.cmpi ule, %s, %c1 : i64
  %x = arith.maxsi %a, %min : i64
  %r1 = arith.cmpi sle, %x, %max : i64
  %h = arith.shrui %s, %c1 : i64
  return %r0, %r1, %h : i1, i1, i64
}

func.func @wide_unsigned(%a: i64) -> i1 {
  %big = arith.constant -2 : i64
  %c = arith.constant -1 : i64
  %x = arith.minui %a, %big : i64
  %r = arith.cmpi ult, %x, %c : i64
  return %r : i1
}
