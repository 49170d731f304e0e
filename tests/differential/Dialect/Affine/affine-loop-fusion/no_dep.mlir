// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// Unrelated nests stay apart.
func.func @no_dep(%a: memref<10xf32>, %b: memref<10xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %a[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    affine.store %c, %b[%i] : memref<10xf32>
  }
  return
}
