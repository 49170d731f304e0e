// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// A producer into a local buffer, its consumer reading each element once.
func.func @pc_1d(%out: memref<10xf32>) {
  %m = memref.alloc() : memref<10xf32>
  %cf7 = arith.constant 7.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %cf7, %m[%i] : memref<10xf32>
  }
  affine.for %j = 0 to 10 {
    %v = affine.load %m[%j] : memref<10xf32>
    affine.store %v, %out[%j] : memref<10xf32>
  }
  return
}
