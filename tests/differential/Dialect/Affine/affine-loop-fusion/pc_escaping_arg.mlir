// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// The producer writes a function argument read by the consumer.
func.func @pc_escaping_arg(%m: memref<10xf32>, %out: memref<10xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %m[%i] : memref<10xf32>
  }
  affine.for %j = 0 to 10 {
    %v = affine.load %m[%j] : memref<10xf32>
    affine.store %v, %out[%j] : memref<10xf32>
  }
  return
}
