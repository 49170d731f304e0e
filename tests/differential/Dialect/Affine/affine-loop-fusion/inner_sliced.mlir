// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// The producer's inner loop writes a whole row the consumer reads at once.
func.func @inner_sliced(%out: memref<10xf32>) {
  %m = memref.alloc() : memref<10x10xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.store %c, %m[%i, %j] : memref<10x10xf32>
    }
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i, 0] : memref<10x10xf32>
    %w = affine.load %m[%i, 9] : memref<10x10xf32>
    %s = arith.addf %v, %w : f32
    affine.store %s, %out[%i] : memref<10xf32>
  }
  return
}
