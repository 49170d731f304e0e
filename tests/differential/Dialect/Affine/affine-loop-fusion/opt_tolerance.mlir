// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion{compute-tolerance=0.0}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion{compute-tolerance=10.0}))'

// A producer whose slice recomputes rows of a stencil.
func.func @opt_tolerance(%a: memref<12x12xf32>, %out: memref<10x10xf32>) {
  %m = memref.alloc() : memref<12x12xf32>
  affine.for %i = 0 to 12 {
    affine.for %j = 0 to 12 {
      %v = affine.load %a[%i, %j] : memref<12x12xf32>
      %w = arith.mulf %v, %v : f32
      affine.store %w, %m[%i, %j] : memref<12x12xf32>
    }
  }
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %x = affine.load %m[%i, %j] : memref<12x12xf32>
      %y = affine.load %m[%i + 1, %j + 1] : memref<12x12xf32>
      %z = affine.load %m[%i + 2, %j + 2] : memref<12x12xf32>
      %s = arith.addf %x, %y : f32
      %t = arith.addf %s, %z : f32
      affine.store %t, %out[%i, %j] : memref<10x10xf32>
    }
  }
  return
}
