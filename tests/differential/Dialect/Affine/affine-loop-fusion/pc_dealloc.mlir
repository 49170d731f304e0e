// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// The buffer is freed after the consumer: it escapes, so no private copy.
func.func @pc_dealloc(%out: memref<4x4xf64>) {
  %m = memref.alloc() : memref<4x4xf64>
  %c = arith.constant 1.0 : f64
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      affine.store %c, %m[%i, %j] : memref<4x4xf64>
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %v = affine.load %m[%i, %j] : memref<4x4xf64>
      affine.store %v, %out[%i, %j] : memref<4x4xf64>
    }
  }
  memref.dealloc %m : memref<4x4xf64>
  return
}
