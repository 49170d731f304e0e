// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// Loops starting past zero.
func.func @nonzero_lb(%out: memref<20xf32>) {
  %m = memref.alloc() : memref<20xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 5 to 15 {
    affine.store %c, %m[%i] : memref<20xf32>
  }
  affine.for %i = 5 to 15 {
    %v = affine.load %m[%i] : memref<20xf32>
    affine.store %v, %out[%i] : memref<20xf32>
  }
  return
}
