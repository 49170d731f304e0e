// RUN: --allow-unregistered-dialect --canonicalize
// affine.for loops whose body only yields: without results they go; with results they are replaced by their initial values or by the values yielded from outside, unless the trip count is unknown and the values would differ.
func.func @no_results(%n: index) {
  affine.for %i = 0 to 10 {
  }
  affine.for %i = 0 to %n step 3 {
  }
  return
}
func.func @carried(%x: f32, %y: f32, %n: index) -> (f32, f32, f32) {
  %0 = affine.for %i = 0 to 10 iter_args(%s = %x) -> (f32) {
    affine.yield %s : f32
  }
  %1 = affine.for %i = 0 to %n iter_args(%s = %x) -> (f32) {
    affine.yield %s : f32
  }
  %2 = affine.for %i = 0 to 3 iter_args(%s = %x) -> (f32) {
    affine.yield %y : f32
  }
  return %0, %1, %2 : f32, f32, f32
}
func.func @kept(%x: f32, %y: f32, %n: index) -> (f32, f32, f32, f32, index) {
  %0 = affine.for %i = 0 to %n iter_args(%s = %x) -> (f32) {
    affine.yield %y : f32
  }
  %1:2 = affine.for %i = 0 to 10 iter_args(%s = %x, %t = %y) -> (f32, f32) {
    affine.yield %t, %s : f32, f32
  }
  %2 = affine.for %i = 0 to 1 iter_args(%s = %x) -> (f32) {
    affine.yield %s : f32
  }
  %c0 = arith.constant 0 : index
  %3 = affine.for %i = 0 to 10 iter_args(%s = %c0) -> (index) {
    affine.yield %i : index
  }
  return %0, %1#0, %1#1, %2, %3 : f32, f32, f32, f32, index
}
func.func @swap_once(%x: f32, %y: f32) -> (f32, f32) {
  %0:2 = affine.for %i = 0 to 1 iter_args(%s = %x, %t = %y) -> (f32, f32) {
    affine.yield %t, %s : f32, f32
  }
  return %0#0, %0#1 : f32, f32
}
