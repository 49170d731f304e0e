// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// Siblings reading a local buffer written before both.
func.func @sibling_local(%o1: memref<10xf32>, %o2: memref<10xf32>) {
  %m = memref.alloc() : memref<10xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    affine.store %v, %o1[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %o2[%i] : memref<10xf32>
  }
  return
}
