// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// andi, ori, xori bound their results bit by bit.
func.func @bits(%a: i8, %b: i8) -> (i1, i1, i1, i8) {
  %c12 = arith.constant 12 : i8
  %c3 = arith.constant 3 : i8
  %c16 = arith.constant 16 : i8
  %c15 = arith.constant 15 : i8
  %x = arith.andi %a, %c12 : i8
  %y = arith.andi %b, %c3 : i8
  %o = arith.ori %x, %y : i8
  %r1 = arith.cmpi ult, %o, %c16 : i8
  %z = arith.xori %x, %y : i8
  %r2 = arith.cmpi ule, %z, %c15 : i8
  %w = arith.ori %a, %c16 : i8
  %r3 = arith.cmpi uge, %w, %c16 : i8
  %n = arith.andi %x, %y : i8
  return %r1, %r2, %r3, %n : i1, i1, i1, i8
}

func.func @xor_self_mask(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %x = arith.andi %a, %c1 : i32
  %y = arith.ori %x, %c2 : i32
  %z = arith.andi %y, %c2 : i32
  return %z : i32
}
