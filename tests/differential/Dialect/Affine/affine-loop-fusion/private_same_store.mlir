// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// The consumer stores back what it read, in place.
func.func @private_same_store(%out: memref<10x10xf32>) {
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
      affine.store %v, %m[%i, %j] : memref<10x10xf32>
    }
  }
  return
}
