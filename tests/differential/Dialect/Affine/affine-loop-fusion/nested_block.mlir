// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// The nests to fuse sit in the body of an outer loop.
func.func @nested_block(%a: memref<4x10xf32>, %out: memref<4x10xf32>) {
  affine.for %k = 0 to 4 {
    %m = memref.alloc() : memref<10xf32>
    affine.for %i = 0 to 10 {
      %v = affine.load %a[%k, %i] : memref<4x10xf32>
      affine.store %v, %m[%i] : memref<10xf32>
    }
    affine.for %i = 0 to 10 {
      %v = affine.load %m[%i] : memref<10xf32>
      affine.store %v, %out[%k, %i] : memref<4x10xf32>
    }
  }
  return
}
