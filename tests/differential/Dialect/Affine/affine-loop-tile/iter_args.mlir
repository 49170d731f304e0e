// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=4}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile))'

// A loop carrying a value is not tiled.
func.func @sum(%a: memref<64xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 64 iter_args(%acc = %zero) -> f32 {
    %v = affine.load %a[%i] : memref<64xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// Nor is a band whose inner loop carries one (its result unused, the
// outer loop nests it perfectly).
func.func @rows(%a: memref<64x64xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 64 {
    %r = affine.for %j = 0 to 64 iter_args(%acc = %zero) -> f32 {
      %v = affine.load %a[%i, %j] : memref<64x64xf32>
      %s = arith.addf %acc, %v : f32
      affine.yield %s : f32
    }
  }
  return
}

// An outer loop with no values around one that carries some: the outer
// band is imperfect, so it is tiled alone.
func.func @outer_only(%a: memref<64x64xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 64 {
    %r = affine.for %j = 0 to 64 iter_args(%acc = %zero) -> f32 {
      %v = affine.load %a[%i, %j] : memref<64x64xf32>
      %s = arith.addf %acc, %v : f32
      affine.yield %s : f32
    }
    "test.use"(%r) : (f32) -> ()
  }
  return
}
