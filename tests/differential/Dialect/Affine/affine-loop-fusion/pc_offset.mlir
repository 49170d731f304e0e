// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// The consumer reads two neighbouring elements.
func.func @pc_offset(%out: memref<9xf32>) {
  %m = memref.alloc() : memref<10xf32>
  %c = arith.constant 3.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %m[%i] : memref<10xf32>
  }
  affine.for %j = 0 to 9 {
    %v = affine.load %m[%j] : memref<10xf32>
    %w = affine.load %m[%j + 1] : memref<10xf32>
    %s = arith.addf %v, %w : f32
    affine.store %s, %out[%j] : memref<9xf32>
  }
  return
}
