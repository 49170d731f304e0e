// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// A stack buffer between the nests.
func.func @alloca_buffer(%out: memref<8xf32>) {
  %m = memref.alloca() : memref<8xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 8 {
    affine.store %c, %m[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
    %v = affine.load %m[%i] : memref<8xf32>
    affine.store %v, %out[%i] : memref<8xf32>
  }
  return
}
