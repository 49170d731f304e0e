// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion{maximal}))'

// The consumer reads a middle window of the producer's output.
func.func @pc_partial_overlap(%out: memref<6xf32>) {
  %m = memref.alloc() : memref<10xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    %v = arith.mulf %c, %c : f32
    affine.store %v, %m[%i] : memref<10xf32>
  }
  affine.for %i = 2 to 8 {
    %v = affine.load %m[%i] : memref<10xf32>
    affine.store %v, %out[%i - 2] : memref<6xf32>
  }
  return
}
