// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// select: the chosen operand when the condition is known, else the union.
func.func @select_known(%a: i32, %b: i32) -> (i32, i1) {
  %true = arith.constant true
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %c0 = arith.constant 0 : i32
  %x = arith.andi %a, %c7 : i32
  %s = arith.select %true, %c5, %x : i32
  %y = arith.select %true, %x, %b : i32
  %r = arith.cmpi sge, %y, %c0 : i32
  return %s, %r : i32, i1
}

func.func @select_union(%c: i1, %a: i32) -> (i1, i1) {
  %c5 = arith.constant 5 : i32
  %c9 = arith.constant 9 : i32
  %c10 = arith.constant 10 : i32
  %s = arith.select %c, %c5, %c9 : i32
  %r = arith.cmpi ult, %s, %c10 : i32
  %q = arith.cmpi eq, %s, %c5 : i32
  return %r, %q : i1, i1
}

func.func @select_decided_cond(%a: i8) -> i8 {
  %c3 = arith.constant 3 : i8
  %c4 = arith.constant 4 : i8
  %c1 = arith.constant 1 : i8
  %c2 = arith.constant 2 : i8
  %x = arith.andi %a, %c3 : i8
  %c = arith.cmpi ult, %x, %c4 : i8
  %s = arith.select %c, %c1, %c2 : i8
  return %s : i8
}
