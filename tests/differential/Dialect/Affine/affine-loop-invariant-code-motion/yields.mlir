// RUN: --affine-loop-invariant-code-motion
// RUN: --affine-loop-invariant-code-motion --mlir-print-op-generic

// Values yielded from ops that move; the yield stays.
func.func @yield_invariant(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = affine.for %i = 0 to 10 iter_args(%x = %a, %y = %b) -> (i32, i32) {
    %s = arith.addi %a, %b : i32
    %t = arith.addi %x, %s : i32
    affine.yield %t, %s : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// Inner loops with carried values.
func.func @inner_carried(%a: f32, %m: memref<10xf32>) -> f32 {
  %r = affine.for %i = 0 to 10 iter_args(%acc = %a) -> (f32) {
    %inner = affine.for %j = 0 to 10 iter_args(%x = %a) -> (f32) {
      %s = arith.addf %x, %a : f32
      affine.yield %s : f32
    }
    %t = arith.addf %acc, %inner : f32
    affine.yield %t : f32
  }
  return %r : f32
}

// An empty loop and a loop of only a yield.
func.func @empty() {
  affine.for %i = 0 to 10 {
  }
  return
}
