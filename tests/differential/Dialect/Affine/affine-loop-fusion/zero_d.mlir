// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// A 0-d buffer written then read in each iteration.
func.func @zero_d(%out: memref<10xf32>) {
  %m = memref.alloc() : memref<f32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %m[] : memref<f32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[] : memref<f32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  return
}
