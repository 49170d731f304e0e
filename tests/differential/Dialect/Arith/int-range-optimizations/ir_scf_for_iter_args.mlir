// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// Loop-carried values: a value that keeps changing is widened; one that
// does not stays known.
func.func @carried(%n: index) -> (i32, i32, i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %five = arith.constant 5 : i32
  %r:2 = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %z, %k = %five) -> (i32, i32) {
    %next = arith.addi %acc, %one : i32
    scf.yield %next, %k : i32, i32
  }
  %ge = arith.cmpi sge, %r#0, %z : i32
  return %r#0, %r#1, %ge : i32, i32, i1
}

func.func @carried_bounded(%n: index) -> (i8, i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : i8
  %c4 = arith.constant 4 : i8
  %z = arith.constant 0 : i8
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i8) {
    %inc = arith.addi %acc, %c3 : i8
    %m = arith.andi %inc, %c3 : i8
    scf.yield %m : i8
  }
  %lt = arith.cmpi ult, %r, %c4 : i8
  return %r, %lt : i8, i1
}
