// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// addi/subi on masked values: constants where the range is one value,
// comparisons the ranges decide.
func.func @add_masked(%a: i8, %b: i8) -> (i1, i8) {
  %c3 = arith.constant 3 : i8
  %c4 = arith.constant 4 : i8
  %c7 = arith.constant 7 : i8
  %x = arith.andi %a, %c3 : i8
  %y = arith.andi %b, %c4 : i8
  %s = arith.addi %x, %y : i8
  %lt = arith.cmpi ule, %s, %c7 : i8
  %d = arith.subi %s, %s : i8
  return %lt, %d : i1, i8
}

func.func @sub_constant(%a: i32) -> i1 {
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  %c15 = arith.constant 15 : i32
  %x = arith.andi %a, %c15 : i32
  %y = arith.subi %c10, %x : i32
  %r = arith.cmpi sge, %y, %c1 : i32
  %q = arith.cmpi sgt, %y, %c10 : i32
  %o = arith.ori %r, %q : i1
  return %o : i1
}

func.func @add_wraps(%a: i8) -> i1 {
  %c100 = arith.constant 100 : i8
  %c127 = arith.constant 127 : i8
  %x = arith.andi %a, %c127 : i8
  %y = arith.addi %x, %c100 : i8
  %r = arith.cmpi sge, %y, %c100 : i8
  return %r : i1
}
