// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// The same bounded computation in `i1`, `i8`, `i64`, `index` and odd
// widths, with values at the edges of each type.
func.func @i1_values(%a: i1, %b: i1) -> (i1, i1) {
  %x = arith.xori %a, %a : i1
  %u = arith.extui %b : i1 to i8
  %c1 = arith.constant 1 : i8
  %le = arith.cmpi ule, %u, %c1 : i8
  return %x, %le : i1, i1
}

func.func @i8_edges(%x: i8) -> (i1, i1) {
  %c127 = arith.constant 127 : i8
  %m = arith.maxsi %x, %c127 : i8
  %eq = arith.cmpi eq, %m, %c127 : i8
  %cm128 = arith.constant -128 : i8
  %n = arith.minsi %x, %cm128 : i8
  %eq2 = arith.cmpi eq, %n, %cm128 : i8
  return %eq, %eq2 : i1, i1
}

func.func @i64_edges(%x: i64) -> (i64, i1) {
  %max = arith.constant 9223372036854775807 : i64
  %m = arith.maxsi %x, %max : i64
  %ones = arith.constant -1 : i64
  %u = arith.maxui %x, %ones : i64
  %eq = arith.cmpi eq, %u, %ones : i64
  return %m, %eq : i64, i1
}

func.func @index_edges(%x: index) -> (i1, index) {
  %c0 = arith.constant 0 : index
  %u = arith.maxui %x, %c0 : index
  %ge = arith.cmpi uge, %u, %c0 : index
  %ones = arith.constant -1 : index
  %a = arith.minui %x, %c0 : index
  return %ge, %a : i1, index
}

func.func @odd_width(%x: i3, %y: i17) -> (i1, i1) {
  %c3 = arith.constant 3 : i3
  %a = arith.andi %x, %c3 : i3
  %c4 = arith.constant -4 : i3
  %lt = arith.cmpi ult, %a, %c4 : i3
  %e = arith.extui %x : i3 to i17
  %c8 = arith.constant 8 : i17
  %lt2 = arith.cmpi ult, %e, %c8 : i17
  return %lt, %lt2 : i1, i1
}
