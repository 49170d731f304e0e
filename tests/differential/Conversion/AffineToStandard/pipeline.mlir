// RUN: --pass-pipeline=builtin.module(func.func(lower-affine))
// RUN: --pass-pipeline=builtin.module(lower-affine,canonicalize)
// The pass nested on functions, and followed by canonicalization, which
// folds and unique-s the constants the lowering leaves.

func.func @f(%A: memref<64xf32>, %n: index) -> f32 {
  %init = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 64 step 4 iter_args(%acc = %init) -> (f32) {
    %j = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%i)
    %v = affine.load %A[%j] : memref<64xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  affine.if affine_set<()[s0] : (s0 - 1 >= 0)>()[%n] {
    affine.store %r, %A[0] : memref<64xf32>
  }
  return %r : f32
}

func.func @g(%i: index) -> index {
  %0 = affine.min affine_map<(d0) -> (d0 + 1, 10)>(%i)
  return %0 : index
}
