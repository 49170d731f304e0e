// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// Siblings whose inner loops reduce into an output row.
func.func @sibling_reduction(%in: memref<8x8xf32>, %o1: memref<8xf32>, %o2: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %v = affine.load %in[%i, %j] : memref<8x8xf32>
      %s = affine.load %o1[%i] : memref<8xf32>
      %t = arith.addf %s, %v : f32
      affine.store %t, %o1[%i] : memref<8xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %v = affine.load %in[%i, %j] : memref<8x8xf32>
      %s = affine.load %o2[%i] : memref<8xf32>
      %t = arith.mulf %s, %v : f32
      affine.store %t, %o2[%i] : memref<8xf32>
    }
  }
  return
}
