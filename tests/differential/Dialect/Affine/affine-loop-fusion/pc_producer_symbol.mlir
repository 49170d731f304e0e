// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// Accesses offset by a function argument.
func.func @pc_producer_symbol(%s: index, %out: memref<100xf32>) {
  %m = memref.alloc() : memref<100xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %m[%i + symbol(%s)] : memref<100xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i + symbol(%s)] : memref<100xf32>
    affine.store %v, %out[%i] : memref<100xf32>
  }
  return
}
