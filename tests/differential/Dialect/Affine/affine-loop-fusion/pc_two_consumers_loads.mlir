// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// A producer with one consumer reading it twice at different rows.
func.func @pc_two_consumers_loads(%out: memref<9x8xf32>) {
  %m = memref.alloc() : memref<10x8xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 8 {
      affine.store %c, %m[%i, %j] : memref<10x8xf32>
    }
  }
  affine.for %i = 0 to 9 {
    affine.for %j = 0 to 8 {
      %v = affine.load %m[%i, %j] : memref<10x8xf32>
      %w = affine.load %m[%i + 1, %j] : memref<10x8xf32>
      %s = arith.addf %v, %w : f32
      affine.store %s, %out[%i, %j] : memref<9x8xf32>
    }
  }
  return
}
