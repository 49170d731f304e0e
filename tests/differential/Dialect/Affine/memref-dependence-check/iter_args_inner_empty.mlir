// RUN: --test-memref-dependence-check
// RECORD-STDERR
// Loops with iter_args; dependences in the inner loop only; zero trips.
func.func @iter(%A: memref<10xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%acc = %z) -> f32 {
    %v = affine.load %A[%i] : memref<10xf32>
    %s = arith.addf %acc, %v : f32
    affine.store %s, %A[%i] : memref<10xf32>
    affine.yield %s : f32
  }
  return %r : f32
}
func.func @inner(%A: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 1 to 10 {
      %v = affine.load %A[%i, %j - 1] : memref<10x10xf32>
      affine.store %v, %A[%i, %j] : memref<10x10xf32>
    }
  }
  return
}
func.func @empty(%A: memref<10xf32>) {
  affine.for %i = 5 to 5 {
    %v = affine.load %A[%i] : memref<10xf32>
    affine.store %v, %A[%i + 1] : memref<10xf32>
  }
  return
}
