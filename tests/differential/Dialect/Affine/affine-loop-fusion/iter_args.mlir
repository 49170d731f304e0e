// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// A consumer carrying a value is left alone.
func.func @iter_args(%out: memref<f32>) {
  %m = memref.alloc() : memref<10xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %m[%i] : memref<10xf32>
  }
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%acc = %z) -> (f32) {
    %v = affine.load %m[%i] : memref<10xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  affine.store %r, %out[] : memref<f32>
  return
}
