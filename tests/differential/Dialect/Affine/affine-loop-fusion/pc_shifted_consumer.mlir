// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// The consumer reads the element before the one it writes.
func.func @pc_shifted_consumer(%out: memref<10xf32>) {
  %m = memref.alloc() : memref<11xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 11 {
    affine.store %c, %m[%i] : memref<11xf32>
  }
  affine.for %i = 1 to 11 {
    %v = affine.load %m[%i - 1] : memref<11xf32>
    affine.store %v, %out[%i - 1] : memref<10xf32>
  }
  return
}
