// RUN: --test-memref-dependence-check
// RECORD-STDERR
// affine.parallel around and inside affine.for: its induction variables
// and bound groups in the domain, a component per induction variable.
func.func @p(%A: memref<100x100xf32>, %N: index) {
  affine.parallel (%i, %j) = (0, 1) to (10, symbol(%N)) {
    affine.for %k = 0 to 10 {
      %v = affine.load %A[%i, %k] : memref<100x100xf32>
      affine.store %v, %A[%i, %k + 1] : memref<100x100xf32>
    }
  }
  affine.for %k = 0 to 10 {
    affine.parallel (%i) = (max(0, %k)) to (min(10, %k + 5)) {
      %v = affine.load %A[%i, %k] : memref<100x100xf32>
      affine.store %v, %A[%i + 1, %k] : memref<100x100xf32>
    }
  }
  return
}
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
