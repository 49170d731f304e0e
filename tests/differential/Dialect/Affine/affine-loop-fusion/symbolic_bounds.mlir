// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// Loops bounded by a function argument: no constant trip count.
func.func @symbolic_bounds(%n: index, %out: memref<100xf32>) {
  %m = memref.alloc() : memref<100xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to %n {
    affine.store %c, %m[%i] : memref<100xf32>
  }
  affine.for %i = 0 to %n {
    %v = affine.load %m[%i] : memref<100xf32>
    affine.store %v, %out[%i] : memref<100xf32>
  }
  return
}
