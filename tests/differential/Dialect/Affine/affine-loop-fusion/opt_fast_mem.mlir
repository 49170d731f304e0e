// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion{fast-mem-space=2}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion{fast-mem-space=2 local-buf-threshold=1}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion{fast-mem-space=3 local-buf-threshold=0}))'

// The private buffer may move to a faster memory space.
func.func @opt_fast_mem(%a: memref<64x64xf32>, %out: memref<64x64xf32>) {
  %m = memref.alloc() : memref<64x64xf32>
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %v = affine.load %a[%i, %j] : memref<64x64xf32>
      affine.store %v, %m[%i, %j] : memref<64x64xf32>
    }
  }
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %v = affine.load %m[%i, %j] : memref<64x64xf32>
      affine.store %v, %out[%i, %j] : memref<64x64xf32>
    }
  }
  return
}
