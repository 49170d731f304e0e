// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --cse --canonicalize
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(canonicalize))
// func.call_indirect of a func.constant becomes a func.call.
func.func private @ext(i32) -> i32
func.func private @none()
func.func private @many(i32, f32) -> (i32, f32, i1)

func.func @no_results() {
  %f = func.constant @none : () -> () loc("fconst")
  func.call_indirect %f() : () -> () loc("the_call")
  return
}

func.func @several_results(%a: i32, %b: f32) -> (i32, f32, i1) {
  %f = func.constant @many : (i32, f32) -> (i32, f32, i1)
  %r:3 = func.call_indirect %f(%a, %b) : (i32, f32) -> (i32, f32, i1)
  return %r#0, %r#1, %r#2 : i32, f32, i1
}

func.func @constant_used_twice_and_kept(%a: i32) -> (i32, (i32) -> i32) {
  %f = func.constant @ext : (i32) -> i32
  %0 = func.call_indirect %f(%a) : (i32) -> i32
  return %0, %f : i32, (i32) -> i32
}

func.func @constant_in_later_block(%a: i32) -> i32 {
  "u.br"()[^bb1] : () -> ()
^bb1:
  %f = func.constant @ext : (i32) -> i32
  %0 = func.call_indirect %f(%a) : (i32) -> i32
  return %0 : i32
}

func.func @through_block_argument(%a: i32) -> i32 {
  %f = func.constant @ext : (i32) -> i32
  cf.br ^bb1(%f : (i32) -> i32)
^bb1(%g: (i32) -> i32):
  %0 = func.call_indirect %g(%a) : (i32) -> i32
  return %0 : i32
}

func.func @callee_from_unregistered(%a: i32) -> i32 {
  %f = "u.get_fn"() : () -> ((i32) -> i32)
  %0 = func.call_indirect %f(%a) : (i32) -> i32
  return %0 : i32
}

func.func @result_unused(%a: i32) {
  %f = func.constant @ext : (i32) -> i32
  %0 = func.call_indirect %f(%a) : (i32) -> i32
  return
}
