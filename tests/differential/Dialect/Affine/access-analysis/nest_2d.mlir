// RUN: --test-affine-access-analysis
// RECORD-STDERR
// Each subscript shape along each loop of a 2-D nest.
func.func @f(%A: memref<100x100xf32>, %N: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %A[%i, %j] : memref<100x100xf32>
      %w = affine.load %A[%j, %i] : memref<100x100xf32>
      %x = affine.load %A[%i, 2 * %j] : memref<100x100xf32>
      %y = affine.load %A[%i, %N] : memref<100x100xf32>
      affine.store %v, %A[%i + %j, %j] : memref<100x100xf32>
    }
  }
  return
}
