// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// Two nests reading the same input, writing different outputs.
func.func @sibling_basic(%in: memref<10x10xf32>, %o1: memref<10x10xf32>, %o2: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %in[%i, %j] : memref<10x10xf32>
      affine.store %v, %o1[%i, %j] : memref<10x10xf32>
    }
  }
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %in[%i, %j] : memref<10x10xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %o2[%i, %j] : memref<10x10xf32>
    }
  }
  return
}
