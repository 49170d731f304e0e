// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// Siblings over different ranges of one input.
func.func @sibling_different_trip(%in: memref<20xf32>, %o1: memref<20xf32>, %o2: memref<20xf32>) {
  affine.for %i = 0 to 20 {
    %v = affine.load %in[%i] : memref<20xf32>
    affine.store %v, %o1[%i] : memref<20xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %in[%i] : memref<20xf32>
    affine.store %v, %o2[%i] : memref<20xf32>
  }
  return
}
