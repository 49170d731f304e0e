// RUN: --lower-affine
// RUN: --lower-affine --mlir-print-op-generic
// Nested affine.for loops whose bounds use the outer induction variables,
// loops carrying values (iter_args), results used after the loop.

func.func @nest(%A: memref<64x64xf32>, %n: index) {
  affine.for %i = 0 to 64 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0)[s0] -> (d0 + 8, s0)>(%i)[%n] {
      affine.for %k = max affine_map<(d0, d1) -> (d0, d1 - 2)>(%i, %j) to 64 step 2 {
        %v = affine.load %A[%i, %k] : memref<64x64xf32>
        affine.store %v, %A[%j, %k + 1] : memref<64x64xf32>
      }
    }
  }
  return
}

func.func @sum(%A: memref<64xf32>, %init: f32) -> f32 {
  %r = affine.for %i = 0 to 64 iter_args(%acc = %init) -> (f32) {
    %v = affine.load %A[%i] : memref<64xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}

func.func @two_carried(%n: index, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = affine.for %i = 0 to %n step 5 iter_args(%x = %a, %y = %b) -> (i32, i32) {
    %inner = affine.for %j = 0 to 3 iter_args(%z = %x) -> (i32) {
      %t = arith.addi %z, %y : i32
      affine.yield %t : i32
    }
    affine.yield %y, %inner : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @unused_result(%n: index, %a: index) {
  %r = affine.for %i = 0 to %n iter_args(%x = %a) -> (index) {
    %next = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%x, %i)
    affine.yield %next : index
  }
  return
}
