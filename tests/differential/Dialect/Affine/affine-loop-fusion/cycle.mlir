// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// Fusing the first nest into the third would break the second's order.
func.func @cycle(%a: memref<10xf32>, %b: memref<10xf32>) {
  %m = memref.alloc() : memref<10xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    affine.store %c, %a[%i] : memref<10xf32>
    %v = affine.load %b[%i] : memref<10xf32>
    affine.store %v, %b[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    affine.store %v, %b[%i] : memref<10xf32>
  }
  return
}
