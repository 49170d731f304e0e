// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// `arith.select` folds on a known condition; with an unknown condition it
// stays, even when both operands are the same constant.
func.func @known_condition(%x: i32) -> (i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %c1 = arith.constant 1 : i32
  %a = arith.select %t, %c1, %x : i32
  %b = arith.select %f, %c1, %x : i32
  return %a, %b : i32, i32
}

func.func @equal_operands(%c: i1) -> i64 {
  %a = arith.constant 6 : i64
  %b = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %m = arith.muli %b, %c3 : i64
  %s = arith.select %c, %a, %m : i64
  return %s : i64
}

func.func @different_operands(%c: i1) -> i64 {
  %a = arith.constant 6 : i64
  %b = arith.constant 7 : i64
  %s = arith.select %c, %a, %b : i64
  return %s : i64
}

func.func @computed_condition(%x: f32, %y: f32) -> f32 {
  %a = arith.constant 1 : i8
  %b = arith.constant 2 : i8
  %c = arith.cmpi ugt, %a, %b : i8
  %s = arith.select %c, %x, %y : f32
  return %s : f32
}

func.func @bool_select(%c: i1, %d: i1) -> i1 {
  %t = arith.constant true
  %f = arith.constant false
  %s = arith.select %c, %t, %f : i1
  %u = arith.select %d, %f, %t : i1
  %r = arith.andi %s, %u : i1
  return %r : i1
}

func.func @select_in_loop(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 9 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %k) -> (i32) {
    %lt = arith.cmpi slt, %i, %n : index
    %v = arith.select %lt, %a, %k : i32
    scf.yield %v : i32
  }
  return %r : i32
}
