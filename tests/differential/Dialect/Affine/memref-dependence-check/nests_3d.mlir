// RUN: --test-memref-dependence-check
// RECORD-STDERR
// A 3-D nest: a stencil and a matrix product.
func.func @stencil(%A: memref<10x10x10xf32>) {
  affine.for %i = 1 to 9 {
    affine.for %j = 1 to 9 {
      affine.for %k = 1 to 9 {
        %v = affine.load %A[%i - 1, %j, %k + 1] : memref<10x10x10xf32>
        affine.store %v, %A[%i, %j, %k] : memref<10x10x10xf32>
      }
    }
  }
  return
}
func.func @matmul(%A: memref<8x8xf32>, %B: memref<8x8xf32>, %C: memref<8x8xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.for %k = 0 to 8 {
        %a = affine.load %A[%i, %k] : memref<8x8xf32>
        %b = affine.load %B[%k, %j] : memref<8x8xf32>
        %c = affine.load %C[%i, %j] : memref<8x8xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<8x8xf32>
      }
    }
  }
  return
}
