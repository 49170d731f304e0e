// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// An affine.if in the consumer prevents the fusion.
func.func @pc_if(%out: memref<10xf32>) {
  %m = memref.alloc() : memref<10xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%i) {
      %v = affine.load %m[%i] : memref<10xf32>
      affine.store %v, %out[%i] : memref<10xf32>
    }
  }
  return
}
