// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// Siblings reading their input in different orders.
func.func @sibling_transposed(%in: memref<6x6xf32>, %o1: memref<6x6xf32>, %o2: memref<6x6xf32>) {
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 6 {
      %v = affine.load %in[%i, %j] : memref<6x6xf32>
      affine.store %v, %o1[%i, %j] : memref<6x6xf32>
    }
  }
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 6 {
      %v = affine.load %in[%j, %i] : memref<6x6xf32>
      affine.store %v, %o2[%i, %j] : memref<6x6xf32>
    }
  }
  return
}
