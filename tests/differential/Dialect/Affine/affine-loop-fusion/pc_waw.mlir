// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// Both nests write the output; the consumer reads the producer's buffer.
func.func @pc_waw(%out: memref<10xf32>) {
  %m = memref.alloc() : memref<10xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %m[%i] : memref<10xf32>
    affine.store %c, %out[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  return
}
