// RUN: --test-memref-dependence-check
// RECORD-STDERR
// Loops with a step: pairs that the elimination, in upstream's order of
// locals and rows, proves never touch the same element.
func.func @stride_empty(%A: memref<100x100xf32>, %s: index, %c: f32) {
  affine.for %i = 0 to 10 {
    affine.store %c, %A[%i + 2, %i + %s] : memref<100x100xf32>
    affine.for %k = 0 to 10 step 2 {
      %v0 = affine.load %A[%k * 2 + %s + 1, %k * -1 + 2] : memref<100x100xf32>
    }
  }
  return
}
func.func @stride_floordiv(%A: memref<100x100xf32>, %s: index, %c: f32) {
  affine.for %i = 0 to 10 step 2 {
    affine.for %j = 0 to 10 step 2 {
      %v0 = affine.load %A[%s + -1, %j * -1 + 3] : memref<100x100xf32>
      affine.store %c, %A[%j * 2, %j * -1 + %s + -3] : memref<100x100xf32>
    }
  }
  return
}
