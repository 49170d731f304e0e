// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// A row reduction feeds a pointwise nest.
func.func @reduction_to_pointwise(%a: memref<10x10xf32>, %out: memref<10xf32>) {
  %m = memref.alloc() : memref<10xf32>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %z, %m[%i] : memref<10xf32>
    affine.for %j = 0 to 10 {
      %v = affine.load %a[%i, %j] : memref<10x10xf32>
      %s = affine.load %m[%i] : memref<10xf32>
      %t = arith.addf %s, %v : f32
      affine.store %t, %m[%i] : memref<10xf32>
    }
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  return
}
