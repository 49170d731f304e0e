// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// i1 values: their ranges are [0, 1] unsigned and [-1, 0] signed.
func.func @bools(%a: i1, %b: i1) -> (i1, i1, i1, i32, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %x = arith.andi %a, %false : i1
  %y = arith.ori %b, %true : i1
  %z = arith.xori %x, %y : i1
  %e = arith.extui %a : i1 to i32
  %c2 = arith.constant 2 : i32
  %r = arith.cmpi ult, %e, %c2 : i32
  return %x, %y, %z, %e, %r : i1, i1, i1, i32, i1
}

func.func @bool_signed(%a: i1) -> i1 {
  %c0 = arith.constant 0 : i32
  %s = arith.extsi %a : i1 to i32
  %r = arith.cmpi sle, %s, %c0 : i32
  return %r : i1
}
