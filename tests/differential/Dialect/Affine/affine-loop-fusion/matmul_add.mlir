// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// An addition feeding a matrix product, then a copy of the result.
func.func @matmul_add(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %out: memref<8x8xf32>) {
  %t = memref.alloc() : memref<8x8xf32>
  %r = memref.alloc() : memref<8x8xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %x = affine.load %a[%i, %j] : memref<8x8xf32>
      %y = affine.load %b[%i, %j] : memref<8x8xf32>
      %s = arith.addf %x, %y : f32
      affine.store %s, %t[%i, %j] : memref<8x8xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.for %k = 0 to 8 {
        %x = affine.load %t[%i, %k] : memref<8x8xf32>
        %y = affine.load %b[%k, %j] : memref<8x8xf32>
        %acc = affine.load %r[%i, %j] : memref<8x8xf32>
        %p = arith.mulf %x, %y : f32
        %q = arith.addf %acc, %p : f32
        affine.store %q, %r[%i, %j] : memref<8x8xf32>
      }
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %v = affine.load %r[%i, %j] : memref<8x8xf32>
      affine.store %v, %out[%i, %j] : memref<8x8xf32>
    }
  }
  return
}
