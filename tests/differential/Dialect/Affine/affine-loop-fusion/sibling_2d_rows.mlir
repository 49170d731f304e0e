// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion{maximal mode=sibling}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// 2-D siblings, one reading rows, one reading a column per row.
func.func @sibling_2d_rows(%in: memref<4x4xf32>, %o1: memref<4x4xf32>, %o2: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %v = affine.load %in[%i, %j] : memref<4x4xf32>
      affine.store %v, %o1[%i, %j] : memref<4x4xf32>
    }
  }
  affine.for %i = 0 to 4 {
    %v = affine.load %in[%i, 0] : memref<4x4xf32>
    affine.store %v, %o2[%i] : memref<4xf32>
  }
  return
}
