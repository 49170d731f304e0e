// RUN: --affine-parallelize
// Reads only, the same element written each iteration, and a write
// read back in the same iteration.
func.func @reads(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[0] : memref<10xf32>
    %w = affine.load %A[%i] : memref<10xf32>
  }
  return
}
func.func @same_element(%A: memref<10xf32>, %f: f32) {
  affine.for %i = 0 to 10 {
    affine.store %f, %A[0] : memref<10xf32>
  }
  return
}
func.func @read_back(%A: memref<10xf32>, %f: f32) {
  affine.for %i = 0 to 10 {
    affine.store %f, %A[%i] : memref<10xf32>
    %v = affine.load %A[%i] : memref<10xf32>
  }
  return
}
