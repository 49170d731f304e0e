// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// An op between the nests reads the producer's buffer.
func.func @pc_intervening(%out: memref<10xf32>, %r: memref<f32>) {
  %m = memref.alloc() : memref<10xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %m[%i] : memref<10xf32>
  }
  %x = affine.load %m[3] : memref<10xf32>
  affine.store %x, %r[] : memref<f32>
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  return
}
