// RUN: --test-memref-dependence-check
// RECORD-STDERR
// Symbolic bounds and subscripts.
func.func @sym_bound(%A: memref<?xf32>, %N: index) {
  affine.for %i = 0 to %N {
    %v = affine.load %A[%i] : memref<?xf32>
    affine.store %v, %A[%i + 1] : memref<?xf32>
  }
  return
}
func.func @sym_shift(%A: memref<?xf32>, %N: index, %M: index) {
  affine.for %i = 0 to 100 {
    %v = affine.load %A[%i + symbol(%N)] : memref<?xf32>
    affine.store %v, %A[%i] : memref<?xf32>
  }
  return
}
func.func @sym_lower(%A: memref<?xf32>, %N: index, %M: index) {
  affine.for %i = %N to %M {
    %v = affine.load %A[%i] : memref<?xf32>
    affine.store %v, %A[%i - 2] : memref<?xf32>
  }
  return
}
func.func @sym_dim_index(%A: memref<?xf32>, %N: index) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%N] : memref<?xf32>
    affine.store %v, %A[%N + 1] : memref<?xf32>
  }
  return
}
