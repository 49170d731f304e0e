// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// scf.for loops that never run: equal bounds, a lower bound above the upper
// one, a negative or zero step; the results become the initial values.
func.func @same_bounds(%a: i32, %lb: index, %s: index) -> i32 {
  %r = scf.for %i = %lb to %lb step %s iter_args(%x = %a) -> (i32) {
    %y = arith.muli %x, %x : i32
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @reversed_bounds(%a: i32, %b: f32) -> (i32, f32) {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c8 to %c2 step %c1 iter_args(%x = %a, %y = %b) -> (i32, f32) {
    %u = arith.addi %x, %x : i32
    %v = arith.addf %y, %y : f32
    scf.yield %u, %v : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}

func.func @no_results(%v: f32) {
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c4 to %c4 step %c1 {
    "test.store"(%v, %i) : (f32, index) -> ()
  }
  %c3 = arith.constant 3 : index
  scf.for %i = %c4 to %c3 step %c1 {
    "test.side_effect"(%i) : (index) -> ()
  }
  return
}

func.func @negative_step(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c10 = arith.constant 10 : i32
  %cm2 = arith.constant -2 : i32
  %r = scf.for %i = %c0 to %c10 step %cm2 iter_args(%x = %a) -> (i32) : i32 {
    %y = arith.addi %x, %i : i32
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @zero_step(%a: i64, %lb: i64, %ub: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %r = scf.for %i = %lb to %ub step %c0 iter_args(%x = %a) -> (i64) : i64 {
    %y = arith.addi %x, %i : i64
    scf.yield %y : i64
  }
  return %r : i64
}

func.func @signed_below(%a: i8) -> i8 {
  %c5 = arith.constant 5 : i8
  %cm3 = arith.constant -3 : i8
  %c1 = arith.constant 1 : i8
  %r = scf.for %i = %c5 to %cm3 step %c1 iter_args(%x = %a) -> (i8) : i8 {
    %y = arith.addi %x, %i : i8
    scf.yield %y : i8
  }
  return %r : i8
}

func.func @nested(%a: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    %inner = scf.for %j = %i to %i step %c1 iter_args(%y = %x) -> (i32) {
      %z = arith.addi %y, %y : i32
      scf.yield %z : i32
    }
    %w = arith.muli %inner, %x : i32
    scf.yield %w : i32
  }
  return %r : i32
}
