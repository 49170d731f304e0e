// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// Loops with a step of two.
func.func @step_two(%out: memref<20xf32>) {
  %m = memref.alloc() : memref<20xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 20 step 2 {
    affine.store %c, %m[%i] : memref<20xf32>
  }
  affine.for %i = 0 to 20 step 2 {
    %v = affine.load %m[%i] : memref<20xf32>
    affine.store %v, %out[%i] : memref<20xf32>
  }
  return
}
