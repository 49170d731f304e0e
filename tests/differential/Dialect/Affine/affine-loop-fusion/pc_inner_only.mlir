// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// The producer is 1-D, the consumer reads it in an inner loop.
func.func @pc_inner_only(%out: memref<10x10xf32>) {
  %m = memref.alloc() : memref<10xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %m[%j] : memref<10xf32>
      affine.store %v, %out[%i, %j] : memref<10x10xf32>
    }
  }
  return
}
