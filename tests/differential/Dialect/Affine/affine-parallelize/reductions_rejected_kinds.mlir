// RUN: --affine-parallelize=parallel-reductions=true --split-input-file
// Reductions the pass matches but affine.parallel's verifier rejects on
// these types (xori, maxsi): the pass leaves invalid IR.
func.func @xor(%A: memref<10xi32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = affine.for %i = 0 to 10 iter_args(%u = %c0) -> i32 {
    %v = affine.load %A[%i] : memref<10xi32>
    %u2 = arith.xori %u, %v : i32
    affine.yield %u2 : i32
  }
  return %r : i32
}

// -----

func.func @maxs(%A: memref<10xi32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = affine.for %i = 0 to 10 iter_args(%u = %c0) -> i32 {
    %v = affine.load %A[%i] : memref<10xi32>
    %u2 = arith.maxsi %u, %v : i32
    affine.yield %u2 : i32
  }
  return %r : i32
}
