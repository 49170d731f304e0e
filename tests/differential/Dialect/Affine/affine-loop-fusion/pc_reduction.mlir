// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// The consumer sums the producer's row into a scalar buffer.
func.func @pc_reduction(%a: memref<8x8xf32>, %out: memref<8xf32>) {
  %m = memref.alloc() : memref<8x8xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %v = affine.load %a[%i, %j] : memref<8x8xf32>
      affine.store %v, %m[%i, %j] : memref<8x8xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %v = affine.load %m[%i, %j] : memref<8x8xf32>
      %s = affine.load %out[%i] : memref<8xf32>
      %t = arith.addf %s, %v : f32
      affine.store %t, %out[%i] : memref<8xf32>
    }
  }
  return
}
