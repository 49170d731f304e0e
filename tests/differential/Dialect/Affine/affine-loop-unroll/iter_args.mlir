// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-unroll))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=-1}))'

// A sum carried through the copies.
func.func @sum(%m: memref<64xf32>, %init: f32) -> f32 {
  %r = affine.for %i = 0 to 8 iter_args(%acc = %init) -> (f32) {
    %v = affine.load %m[%i] : memref<64xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// Two carried values, one yielded from outside the body.
func.func @two(%m: memref<64xf32>, %a: f32, %b: f32) -> (f32, f32) {
  %r:2 = affine.for %i = 0 to 7 iter_args(%x = %a, %y = %b) -> (f32, f32) {
    %v = affine.load %m[%i] : memref<64xf32>
    %s = arith.mulf %x, %v : f32
    affine.yield %s, %a : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// A carried value yielded as it is (a block argument).
func.func @passthrough(%a: i32) -> i32 {
  %r = affine.for %i = 0 to 6 iter_args(%x = %a) -> (i32) {
    "test.op"(%x) : (i32) -> ()
    affine.yield %x : i32
  }
  return %r : i32
}

// The same value initializing two carried values, with a cleanup loop.
func.func @same_init(%a: i32) -> (i32, i32) {
  %r:2 = affine.for %i = 0 to 9 iter_args(%x = %a, %y = %a) -> (i32, i32) {
    %s = arith.addi %x, %y : i32
    affine.yield %s, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
