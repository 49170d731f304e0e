// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// The producer writes shifted elements.
func.func @shifted_producer(%out: memref<10x10xf32>) {
  %m = memref.alloc() : memref<11x11xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.store %c, %m[%i + 1, %j + 1] : memref<11x11xf32>
    }
  }
  affine.for %i = 1 to 11 {
    affine.for %j = 1 to 11 {
      %v = affine.load %m[%i, %j] : memref<11x11xf32>
      affine.store %v, %out[%i - 1, %j - 1] : memref<10x10xf32>
    }
  }
  return
}
