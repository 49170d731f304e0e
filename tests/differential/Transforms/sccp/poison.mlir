// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// `ub.poison` is a constant to the analysis: arith folders that take it
// give poison results, materialized as `ub.poison`; division by zero and
// over-wide shifts are left as they are, and a poison condition decides
// no branch.
func.func @poison_operand() -> i32 {
  %p = ub.poison : i32
  %c1 = arith.constant 1 : i32
  %s = arith.addi %p, %c1 : i32
  return %s : i32
}

func.func @division_by_zero() -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %q = arith.divui %c7, %c0 : i32
  %r = arith.remsi %c7, %c0 : i32
  return %q, %r : i32, i32
}

func.func @shift_too_far() -> i8 {
  %c1 = arith.constant 1 : i8
  %c9 = arith.constant 9 : i8
  %s = arith.shli %c1, %c9 : i8
  return %s : i8
}

func.func @poison_join(%c: i1) -> i32 {
  %p = ub.poison : i32
  %k = arith.constant 3 : i32
  cf.cond_br %c, ^join(%p : i32), ^join(%k : i32)
^join(%j: i32):
  return %j : i32
}

func.func @poison_condition(%x: i32, %y: i32) -> i32 {
  %p = ub.poison : i1
  cf.cond_br %p, ^a, ^b
^a:
  return %x : i32
^b:
  return %y : i32
}

func.func @poison_select(%x: f32) -> f32 {
  %p = ub.poison : i1
  %s = arith.select %p, %x, %x : f32
  return %s : f32
}

func.func @poison_float() -> f64 {
  %p = ub.poison : f64
  %c = arith.constant 1.0 : f64
  %s = arith.addf %p, %c : f64
  return %s : f64
}
