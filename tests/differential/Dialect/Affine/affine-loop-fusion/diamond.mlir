// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// One producer, two consumers, one nest joining them.
func.func @diamond(%out: memref<10xf32>) {
  %a = memref.alloc() : memref<10xf32>
  %b = memref.alloc() : memref<10xf32>
  %c = memref.alloc() : memref<10xf32>
  %k = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %k, %a[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %b[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %c[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %b[%i] : memref<10xf32>
    %w = affine.load %c[%i] : memref<10xf32>
    %s = arith.addf %v, %w : f32
    affine.store %s, %out[%i] : memref<10xf32>
  }
  return
}
