// RUN: --test-memref-dependence-check
// RECORD-STDERR
// A 2-D nest over a linearized 1-D memref: the distance spans two rows.
func.func @f(%A: memref<100xf32>, %B: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %A[%i * 10 + %j] : memref<100xf32>
      affine.store %v, %A[%i * 10 + %j + 11] : memref<100xf32>
      %w = affine.load %B[%j] : memref<100xf32>
    }
  }
  return
}
