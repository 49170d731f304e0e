// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// A top-level load reads the producer's buffer after the consumer.
func.func @top_level_load(%out: memref<10xf32>) -> f32 {
  %m = memref.alloc() : memref<10xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  %x = affine.load %m[0] : memref<10xf32>
  return %x : f32
}
