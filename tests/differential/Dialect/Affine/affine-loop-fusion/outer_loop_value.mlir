// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// A value defined between the nests is used by the consumer.
func.func @outer_loop_value(%out: memref<10xf32>, %x: f32) {
  %m = memref.alloc() : memref<10xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %m[%i] : memref<10xf32>
  }
  %y = arith.addf %x, %c : f32
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    %s = arith.addf %v, %y : f32
    affine.store %s, %out[%i] : memref<10xf32>
  }
  return
}
