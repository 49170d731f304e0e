// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// `scf.for`: the induction variable is unknown; a carried value stays
// constant when every iteration yields the value that came in, and a
// loop's results join its initial values with its yields even when its
// bounds say it never runs.
func.func @invariant_carry(%lb: index, %ub: index) -> i32 {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : i32
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %c5) -> (i32) {
    %t = arith.muli %acc, %acc : i32
    %u = arith.divui %t, %acc : i32
    scf.yield %u : i32
  }
  return %r : i32
}

func.func @changing_carry(%ub: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%acc = %one) -> (i32) {
    %n = arith.addi %acc, %one : i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @constant_bounds() -> (index, i32) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %seed = arith.constant 3 : i32
  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %c0, %b = %seed) -> (index, i32) {
    %n = arith.addi %a, %i : index
    scf.yield %n, %b : index, i32
  }
  return %r#0, %r#1 : index, i32
}

func.func @zero_trip() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %seed = arith.constant 11 : i32
  %r = scf.for %i = %c1 to %c0 step %c1 iter_args(%a = %seed) -> (i32) {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  return %r : i32
}

func.func @body_folds(%lb: i32, %ub: i32, %m: memref<i32>) {
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  scf.for %i = %lb to %ub step %c1 : i32 {
    %k = arith.addi %c8, %c8 : i32
    %j = arith.addi %i, %k : i32
    memref.store %j, %m[] : memref<i32>
  }
  return
}
