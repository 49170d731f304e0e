// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// A buffer of dynamic size, constant loops.
func.func @dynamic_memref(%n: index, %out: memref<10xf32>) {
  %m = memref.alloc(%n) : memref<?xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %m[%i] : memref<?xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<?xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  return
}
