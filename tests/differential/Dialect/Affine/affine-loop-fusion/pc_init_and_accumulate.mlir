// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// The consumer initializes then accumulates into its output.
func.func @pc_init_and_accumulate(%a: memref<6x6xf32>, %out: memref<6xf32>) {
  %m = memref.alloc() : memref<6x6xf32>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 6 {
      %v = affine.load %a[%i, %j] : memref<6x6xf32>
      %w = arith.mulf %v, %v : f32
      affine.store %w, %m[%i, %j] : memref<6x6xf32>
    }
  }
  affine.for %i = 0 to 6 {
    affine.store %z, %out[%i] : memref<6xf32>
    affine.for %j = 0 to 6 {
      %v = affine.load %m[%i, %j] : memref<6x6xf32>
      %s = affine.load %out[%i] : memref<6xf32>
      %t = arith.addf %s, %v : f32
      affine.store %t, %out[%i] : memref<6xf32>
    }
  }
  return
}
