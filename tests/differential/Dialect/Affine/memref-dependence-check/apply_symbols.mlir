// RUN: --test-memref-dependence-check
// RECORD-STDERR
// Subscripts through affine.apply, and symbols from the loop bounds.
#m = affine_map<(d0) -> (d0 * 2 + 1)>
func.func @apply(%A: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    %a = affine.apply #m(%i)
    %v = affine.load %A[%a] : memref<100xf32>
    affine.store %v, %A[%i * 2 + 3] : memref<100xf32>
  }
  return
}
func.func @nested_sym(%A: memref<?x?xf32>, %N: index) {
  affine.for %i = 0 to %N {
    affine.for %j = 0 to %N {
      %v = affine.load %A[%i, %j] : memref<?x?xf32>
      affine.store %v, %A[%j, %i] : memref<?x?xf32>
    }
  }
  return
}
