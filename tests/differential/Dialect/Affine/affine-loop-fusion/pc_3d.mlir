// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// A 3-D producer and consumer.
func.func @pc_3d(%out: memref<2x3x4xf32>) {
  %m = memref.alloc() : memref<2x3x4xf32>
  %c = arith.constant 5.0 : f32
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      affine.for %k = 0 to 4 {
        affine.store %c, %m[%i, %j, %k] : memref<2x3x4xf32>
      }
    }
  }
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      affine.for %k = 0 to 4 {
        %v = affine.load %m[%i, %j, %k] : memref<2x3x4xf32>
        affine.store %v, %out[%i, %j, %k] : memref<2x3x4xf32>
      }
    }
  }
  return
}
