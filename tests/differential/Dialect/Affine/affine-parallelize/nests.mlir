// RUN: --affine-parallelize
// Nests: both loops, the outer only, the inner only.
func.func @both(%A: memref<10x10xf32>, %B: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %A[%i, %j] : memref<10x10xf32>
      affine.store %v, %B[%j, %i] : memref<10x10xf32>
    }
  }
  return
}
func.func @outer(%A: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 1 to 10 {
      %v = affine.load %A[%i, %j - 1] : memref<10x10xf32>
      affine.store %v, %A[%i, %j] : memref<10x10xf32>
    }
  }
  return
}
func.func @inner(%A: memref<10x10xf32>) {
  affine.for %i = 1 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %A[%i - 1, %j] : memref<10x10xf32>
      affine.store %v, %A[%i, %j] : memref<10x10xf32>
    }
  }
  return
}
