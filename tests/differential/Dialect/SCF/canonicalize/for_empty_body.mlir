// RUN: --allow-unregistered-dialect --canonicalize
// scf.for loops with an empty body that run more than once: when every
// yielded value is defined outside the loop, the results are those values.
func.func @yield_outside(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %b : i32
  }
  return %r : i32
}

func.func @yield_constant(%a: f32, %b: f32) -> (f32, f32) {
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  %cst = arith.constant 1.5 : f32
  %r:2 = scf.for %i = %c2 to %c20 step %c1 iter_args(%x = %a, %y = %b) -> (f32, f32) {
    scf.yield %cst, %a : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

func.func @yield_iter_arg_swap(%a: i32, %b: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %r:2 = scf.for %i = %c0 to %c10 step %c1 iter_args(%x = %a, %y = %b) -> (i32, i32) {
    scf.yield %y, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @unknown_trips(%a: i32, %b: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %b : i32
  }
  return %r : i32
}

func.func @body_not_empty(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%x = %a) -> (i32) {
    "test.effect"() : () -> ()
    scf.yield %b : i32
  }
  return %r : i32
}
