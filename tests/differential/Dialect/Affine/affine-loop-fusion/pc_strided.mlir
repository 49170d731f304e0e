// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// The consumer reads every other element.
func.func @pc_strided(%out: memref<5xf32>) {
  %m = memref.alloc() : memref<10xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 5 {
    %v = affine.load %m[2 * %i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<5xf32>
  }
  return
}
