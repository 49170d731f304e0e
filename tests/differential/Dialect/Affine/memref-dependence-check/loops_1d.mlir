// RUN: --test-memref-dependence-check
// RECORD-STDERR
// 1-D loops with constant bounds: shifts, reverse, strides.
func.func @shift(%A: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.store %v, %A[%i + 3] : memref<100xf32>
  }
  return
}
func.func @reverse(%A: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.store %v, %A[-%i + 9] : memref<100xf32>
  }
  return
}
func.func @even_odd(%A: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i * 2] : memref<100xf32>
    affine.store %v, %A[%i * 2 + 1] : memref<100xf32>
  }
  return
}
func.func @step(%A: memref<100xf32>) {
  affine.for %i = 0 to 20 step 4 {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.store %v, %A[%i + 2] : memref<100xf32>
  }
  return
}
func.func @out_of_range(%A: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.store %v, %A[%i + 10] : memref<100xf32>
  }
  return
}
