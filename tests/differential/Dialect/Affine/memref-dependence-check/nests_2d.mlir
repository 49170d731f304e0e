// RUN: --test-memref-dependence-check
// RECORD-STDERR
// 2-D nests: distances in each loop, transposes, skews.
func.func @rows(%A: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %A[%i, %j] : memref<10x10xf32>
      affine.store %v, %A[%i + 1, %j] : memref<10x10xf32>
    }
  }
  return
}
func.func @diag(%A: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %A[%i, %j] : memref<10x10xf32>
      affine.store %v, %A[%i + 1, %j - 1] : memref<10x10xf32>
    }
  }
  return
}
func.func @transpose(%A: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %A[%j, %i] : memref<10x10xf32>
      affine.store %v, %A[%i, %j] : memref<10x10xf32>
    }
  }
  return
}
func.func @reduce(%A: memref<10xf32>, %B: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %a = affine.load %A[%i] : memref<10xf32>
      %b = affine.load %B[%i, %j] : memref<10x10xf32>
      %s = arith.addf %a, %b : f32
      affine.store %s, %A[%i] : memref<10xf32>
    }
  }
  return
}
