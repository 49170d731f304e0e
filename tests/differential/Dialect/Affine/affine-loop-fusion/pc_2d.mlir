// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// A 2-D producer and consumer over a local buffer.
func.func @pc_2d(%a: memref<8x16xf32>, %out: memref<8x16xf32>) {
  %m = memref.alloc() : memref<8x16xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %v = affine.load %a[%i, %j] : memref<8x16xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %m[%i, %j] : memref<8x16xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %v = affine.load %m[%i, %j] : memref<8x16xf32>
      %w = arith.mulf %v, %v : f32
      affine.store %w, %out[%i, %j] : memref<8x16xf32>
    }
  }
  return
}
