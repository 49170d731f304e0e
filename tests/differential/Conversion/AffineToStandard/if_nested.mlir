// RUN: --lower-affine
// RUN: --lower-affine --mlir-print-op-generic
// affine.if inside loops, loops inside affine.if, and affine.if inside
// affine.if, with loop-carried values through the conditionals.

func.func @if_in_loops(%A: memref<32x32xf32>, %n: index, %init: f32) -> f32 {
  %r = affine.for %i = 0 to 32 iter_args(%acc = %init) -> (f32) {
    %s = affine.for %j = 0 to 32 iter_args(%a = %acc) -> (f32) {
      %v = affine.if affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, s0 - d0 - 1 >= 0)>(%i, %j)[%n] -> f32 {
        %x = affine.load %A[%i, %j] : memref<32x32xf32>
        %y = arith.addf %a, %x : f32
        affine.yield %y : f32
      } else {
        affine.yield %a : f32
      }
      affine.yield %v : f32
    }
    affine.yield %s : f32
  }
  return %r : f32
}

func.func @loops_in_if(%A: memref<32xf32>, %n: index, %c: f32) {
  affine.if affine_set<()[s0] : (s0 - 4 >= 0)>()[%n] {
    affine.for %i = 0 to %n {
      affine.if affine_set<(d0) : (d0 mod 2 == 0)>(%i) {
        affine.store %c, %A[%i] : memref<32xf32>
      } else {
        affine.if affine_set<(d0)[s0] : (d0 - s0 floordiv 2 >= 0)>(%i)[%n] {
          affine.store %c, %A[%i - 1] : memref<32xf32>
        }
      }
    }
  }
  return
}
