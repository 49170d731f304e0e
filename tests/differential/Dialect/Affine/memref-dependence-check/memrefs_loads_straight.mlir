// RUN: --test-memref-dependence-check
// RECORD-STDERR
// Different memrefs, loads only, straight-line code.
func.func @two(%A: memref<10xf32>, %B: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i] : memref<10xf32>
    affine.store %v, %B[%i] : memref<10xf32>
  }
  return
}
func.func @loads(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i] : memref<10xf32>
    %w = affine.load %A[%i + 1] : memref<10xf32>
  }
  return
}
func.func @straight(%A: memref<10xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  affine.store %f, %A[%c0] : memref<10xf32>
  %v = affine.load %A[%c0] : memref<10xf32>
  affine.store %v, %A[1] : memref<10xf32>
  %w = affine.load %A[1] : memref<10xf32>
  return
}
func.func @alloc() {
  %m = memref.alloc() : memref<10xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
  }
  return
}
