// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// Siblings with a dependence through their outputs stay apart.
func.func @sibling_dependent(%in: memref<10xf32>, %o: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %in[%i] : memref<10xf32>
    affine.store %v, %o[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %in[%i] : memref<10xf32>
    %w = affine.load %o[9 - %i] : memref<10xf32>
    %s = arith.addf %v, %w : f32
    affine.store %s, %o[9 - %i] : memref<10xf32>
  }
  return
}
