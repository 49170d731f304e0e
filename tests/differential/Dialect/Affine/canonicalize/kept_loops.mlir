// RUN: --allow-unregistered-dialect --canonicalize
// Loops and conditionals that canonicalization keeps: an affine.if whose result is unused, a carried value that is only passed on, single-iteration loops.
func.func @unused_if_result(%a: index, %x: f32) {
  affine.for %i = 0 to 10 {
    %r = affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) -> f32 {
      "test.a"() : () -> ()
      affine.yield %x : f32
    } else {
      affine.yield %x : f32
    }
  }
  return
}
func.func @unused_iter(%x: f32) -> f32 {
  %r:2 = affine.for %i = 0 to 10 iter_args(%s = %x, %t = %x) -> (f32, f32) {
    %y = arith.addf %s, %s : f32
    "test.a"(%y) : (f32) -> ()
    affine.yield %y, %t : f32, f32
  }
  return %r#0 : f32
}
func.func @single_iter(%x: f32) -> f32 {
  %r = affine.for %i = 0 to 1 iter_args(%s = %x) -> (f32) {
    %y = arith.addf %s, %s : f32
    affine.yield %y : f32
  }
  affine.for %i = 3 to 4 {
    "test.a"(%i) : (index) -> ()
  }
  return %r : f32
}
