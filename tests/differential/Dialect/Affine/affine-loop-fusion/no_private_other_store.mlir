// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// The consumer writes other elements of the buffer than the producer at
// the fusion depth: the buffer stays shared.
func.func @no_private_other_store(%out: memref<10x10xf32>) {
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
    }
  }
  return
}
