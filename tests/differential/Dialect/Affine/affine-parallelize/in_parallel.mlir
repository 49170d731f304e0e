// RUN: --affine-parallelize
// Loops inside an affine.parallel, and affine.parallel inside loops.
func.func @inside(%A: memref<10x10xf32>, %B: memref<10x10xf32>) {
  affine.parallel (%i) = (0) to (10) {
    affine.for %j = 0 to 10 {
      %v = affine.load %A[%i, %j] : memref<10x10xf32>
      affine.store %v, %B[%i, %j] : memref<10x10xf32>
    }
    affine.for %j = 1 to 10 {
      %v = affine.load %B[%i, %j - 1] : memref<10x10xf32>
      affine.store %v, %B[%i, %j] : memref<10x10xf32>
    }
  }
  return
}
func.func @around(%A: memref<10x10xf32>) {
  affine.for %j = 1 to 10 {
    affine.parallel (%i) = (0) to (10) {
      %v = affine.load %A[%i, %j - 1] : memref<10x10xf32>
      affine.store %v, %A[%i, %j] : memref<10x10xf32>
    }
  }
  return
}
