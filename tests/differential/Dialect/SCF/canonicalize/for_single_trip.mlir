// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// scf.for loops that run once: the body is inlined, the induction variable
// becomes the lower bound and the iteration arguments the initial values.
func.func @one_iteration(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %a) -> (i32) {
    %y = arith.muli %x, %x : i32
    %z = arith.index_cast %i : index to i32
    %w = "test.combine"(%y, %z) : (i32, i32) -> i32
    scf.yield %w : i32
  }
  return %r : i32
}

func.func @step_beyond(%a: i32, %b: i32) -> (i32, i32) {
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %c64 = arith.constant 64 : index
  %r:2 = scf.for %i = %c3 to %c10 step %c64 iter_args(%x = %a, %y = %b) -> (i32, i32) {
    "test.use"(%i) : (index) -> ()
    %s = arith.addi %x, %y : i32
    scf.yield %s, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @no_iter_args() {
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c5 to %c6 step %c1 {
    "test.first"(%i) : (index) -> ()
    "test.second"() : () -> ()
  }
  return
}

func.func @integer_bounds(%a: i16) -> i16 {
  %c7 = arith.constant 7 : i16
  %c9 = arith.constant 9 : i16
  %c4 = arith.constant 4 : i16
  %r = scf.for %i = %c7 to %c9 step %c4 iter_args(%x = %a) -> (i16) : i16 {
    %y = arith.addi %x, %i : i16
    %z = "test.op"(%y) : (i16) -> i16
    scf.yield %z : i16
  }
  return %r : i16
}

func.func @bound_plus_one(%a: i32, %lb: index) -> i32 {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i32) {
    %z = arith.index_cast %i : index to i32
    %y = "test.op"(%x, %z) : (i32, i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @nested_single(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c1 step %c1 {
      "test.pair"(%i, %j) : (index, index) -> ()
    }
  }
  return
}
