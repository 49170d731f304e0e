// RUN: --test-memref-dependence-check
// RECORD-STDERR
// Imperfect nests and sequences of loops.
func.func @imperfect(%A: memref<10x10xf32>, %B: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %z = arith.constant 0.0 : f32
    affine.store %z, %B[%i] : memref<10xf32>
    affine.for %j = 0 to 10 {
      %v = affine.load %A[%i, %j] : memref<10x10xf32>
      %b = affine.load %B[%i] : memref<10xf32>
      %s = arith.addf %v, %b : f32
      affine.store %s, %B[%i] : memref<10xf32>
    }
    %r = affine.load %B[%i] : memref<10xf32>
    affine.store %r, %A[%i, 0] : memref<10x10xf32>
  }
  return
}
func.func @sequence(%A: memref<10xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %A[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i] : memref<10xf32>
  }
  return
}
