// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// Three siblings reading one input.
func.func @sibling_three(%in: memref<16xf32>, %o1: memref<16xf32>, %o2: memref<16xf32>, %o3: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %v = affine.load %in[%i] : memref<16xf32>
    affine.store %v, %o1[%i] : memref<16xf32>
  }
  affine.for %i = 0 to 16 {
    %v = affine.load %in[%i] : memref<16xf32>
    affine.store %v, %o2[%i] : memref<16xf32>
  }
  affine.for %i = 0 to 16 {
    %v = affine.load %in[%i] : memref<16xf32>
    affine.store %v, %o3[%i] : memref<16xf32>
  }
  return
}
