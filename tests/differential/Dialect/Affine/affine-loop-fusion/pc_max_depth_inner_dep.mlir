// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// The consumer's inner loop rewrites a buffer the producer fills.
func.func @pc_max_depth_inner_dep(%out: memref<10x10xf32>) {
  %m = memref.alloc() : memref<10x10xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.store %c, %m[%i, %j] : memref<10x10xf32>
    }
  }
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %m[%i, %j] : memref<10x10xf32>
      affine.store %v, %m[%i, 9 - %j] : memref<10x10xf32>
      affine.store %v, %out[%i, %j] : memref<10x10xf32>
    }
  }
  return
}
