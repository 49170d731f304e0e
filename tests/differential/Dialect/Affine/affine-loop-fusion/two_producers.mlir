// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// Two producers feed one consumer.
func.func @two_producers(%out: memref<10xf32>) {
  %a = memref.alloc() : memref<10xf32>
  %b = memref.alloc() : memref<10xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %a[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    affine.store %c, %b[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    %w = affine.load %b[%i] : memref<10xf32>
    %s = arith.addf %v, %w : f32
    affine.store %s, %out[%i] : memref<10xf32>
  }
  return
}
