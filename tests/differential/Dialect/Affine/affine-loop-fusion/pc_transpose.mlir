// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// The consumer reads the producer's output transposed.
func.func @pc_transpose(%a: memref<4x6xf32>, %out: memref<6x4xf32>) {
  %m = memref.alloc() : memref<4x6xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 6 {
      %v = affine.load %a[%i, %j] : memref<4x6xf32>
      affine.store %v, %m[%i, %j] : memref<4x6xf32>
    }
  }
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 4 {
      %v = affine.load %m[%j, %i] : memref<4x6xf32>
      affine.store %v, %out[%i, %j] : memref<6x4xf32>
    }
  }
  return
}
