// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// Loop-carried values of `scf.for`: an invariant value stays constant and
// the induction variable passed out keeps its bounds, while a value the
// body changes ends with the full range of its type, even when the body
// masks it into a small range.
func.func @kept_in_range(%n: index) -> i1 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 0 : i32
  %m = arith.constant 7 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %k) -> (i32) {
    %b = arith.addi %a, %m : i32
    %c = arith.andi %b, %m : i32
    scf.yield %c : i32
  }
  %c8 = arith.constant 8 : i32
  %lt = arith.cmpi ult, %r, %c8 : i32
  return %lt : i1
}

func.func @growing(%n: index) -> i1 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %k) -> (i32) {
    %b = arith.addi %a, %one : i32
    scf.yield %b : i32
  }
  %c0i = arith.constant 0 : i32
  %ge = arith.cmpi sge, %r, %c0i : i32
  return %ge : i1
}

func.func @invariant(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 42 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %k) -> (i32) {
    scf.yield %a : i32
  }
  return %r : i32
}

func.func @iv_through_carry(%n: index) -> i1 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %r = scf.for %i = %c0 to %c16 step %c1 iter_args(%a = %c0) -> (index) {
    scf.yield %i : index
  }
  %c15 = arith.constant 15 : index
  %le = arith.cmpi ule, %r, %c15 : index
  return %le : i1
}
