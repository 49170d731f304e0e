// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion{maximal}))'

// The consumer reads the whole producer output in its inner loop: only
// maximal fusion takes the extra computation.
func.func @opt_maximal(%out: memref<10x10xf32>) {
  %m = memref.alloc() : memref<10xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    %v = arith.addf %c, %c : f32
    affine.store %v, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %m[%j] : memref<10xf32>
      affine.store %v, %out[%i, %j] : memref<10x10xf32>
    }
  }
  return
}
