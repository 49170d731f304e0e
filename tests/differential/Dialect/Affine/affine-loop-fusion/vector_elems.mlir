// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// Buffers of vectors.
func.func @vector_elems(%out: memref<10xvector<4xf32>>) {
  %m = memref.alloc() : memref<10xvector<4xf32>>
  %c = arith.constant dense<1.0> : vector<4xf32>
  affine.for %i = 0 to 10 {
    affine.store %c, %m[%i] : memref<10xvector<4xf32>>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xvector<4xf32>>
    affine.store %v, %out[%i] : memref<10xvector<4xf32>>
  }
  return
}
