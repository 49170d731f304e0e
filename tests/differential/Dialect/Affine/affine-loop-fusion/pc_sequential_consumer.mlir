// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// The consumer's outer loop carries a dependence through its output.
func.func @pc_sequential_consumer(%out: memref<10xf32>) {
  %m = memref.alloc() : memref<10xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %m[%i] : memref<10xf32>
  }
  affine.for %i = 1 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    %p = affine.load %out[%i - 1] : memref<10xf32>
    %s = arith.addf %v, %p : f32
    affine.store %s, %out[%i] : memref<10xf32>
  }
  return
}
