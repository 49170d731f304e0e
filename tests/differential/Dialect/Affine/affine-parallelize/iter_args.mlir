// RUN: --affine-parallelize
// RUN: --affine-parallelize=parallel-reductions=false
// RUN: --affine-parallelize=parallel-reductions=true
// Loops carrying values stay loops without reductions; with them, the
// sums become reductions of affine.parallel.
func.func @sum(%A: memref<10xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%acc = %z) -> f32 {
    %v = affine.load %A[%i] : memref<10xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}
func.func @inner_sum(%A: memref<10x10xf32>, %B: memref<10xf32>) {
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 10 {
    %r = affine.for %j = 0 to 10 iter_args(%acc = %z) -> f32 {
      %v = affine.load %A[%i, %j] : memref<10x10xf32>
      %s = arith.addf %acc, %v : f32
      affine.yield %s : f32
    }
    affine.store %r, %B[%i] : memref<10xf32>
  }
  return
}
