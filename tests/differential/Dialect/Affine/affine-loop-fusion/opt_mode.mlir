// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion{mode=producer}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion{mode=sibling}))'

// Both a producer-consumer pair and two siblings.
func.func @opt_mode(%in: memref<10xf32>, %o1: memref<10xf32>, %o2: memref<10xf32>) {
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %in[%i] : memref<10xf32>
    affine.store %v, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    affine.store %v, %o1[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %in[%i] : memref<10xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %o2[%i] : memref<10xf32>
  }
  return
}
