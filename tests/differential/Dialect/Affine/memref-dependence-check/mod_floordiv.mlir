// RUN: --test-memref-dependence-check
// RECORD-STDERR
// Subscripts with mod, floordiv and ceildiv.
func.func @mod(%A: memref<100xf32>) {
  affine.for %i = 0 to 100 {
    %v = affine.load %A[%i mod 2] : memref<100xf32>
    affine.store %v, %A[%i mod 2 + 2] : memref<100xf32>
  }
  return
}
func.func @mod_same(%A: memref<100xf32>) {
  affine.for %i = 0 to 100 {
    %v = affine.load %A[%i mod 4] : memref<100xf32>
    affine.store %v, %A[%i mod 4] : memref<100xf32>
  }
  return
}
func.func @floordiv(%A: memref<100xf32>) {
  affine.for %i = 0 to 100 {
    %v = affine.load %A[%i floordiv 4] : memref<100xf32>
    affine.store %v, %A[%i floordiv 4 + 1] : memref<100xf32>
  }
  return
}
func.func @ceildiv(%A: memref<100x100xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %A[%i ceildiv 2, %j] : memref<100x100xf32>
      affine.store %v, %A[%i, %j floordiv 3] : memref<100x100xf32>
    }
  }
  return
}
