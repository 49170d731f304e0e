// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// The consumer runs longer than the producer writes.
func.func @pc_larger_consumer(%out: memref<10xf32>) {
  %m = memref.alloc() : memref<10xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 5 {
    affine.store %c, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  return
}
