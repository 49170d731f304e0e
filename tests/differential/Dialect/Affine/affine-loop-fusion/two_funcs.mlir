// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'
// RUN: --affine-loop-fusion

// Each function on its own.
func.func @f(%out: memref<4xf32>) {
  %m = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %m[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    %v = affine.load %m[%i] : memref<4xf32>
    affine.store %v, %out[%i] : memref<4xf32>
  }
  return
}

func.func @g(%a: memref<4xf32>, %b: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    %v = affine.load %a[%i] : memref<4xf32>
    affine.store %v, %b[%i] : memref<4xf32>
  }
  return
}
