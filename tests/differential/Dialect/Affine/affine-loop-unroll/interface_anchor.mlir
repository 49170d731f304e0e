// RUN: --affine-loop-unroll
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=2}))'
// RUN: --pass-pipeline='builtin.module(any(canonicalize,affine-loop-unroll{unroll-factor=2}))'
// RUN: --pass-pipeline='builtin.module(any(affine-loop-unroll{unroll-factor=2}))'
// RUN: --pass-pipeline='any(affine-loop-unroll)'
// RECORD-STDERR

// `affine-loop-unroll` runs on ops implementing `FunctionOpInterface`
// (upstream's `InterfacePass`): not on a module, where scheduling it is
// an error; an op-agnostic manager skips the ops it may not run on, for
// all of its passes.

func.func @f(%A: memref<8xi32>) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  affine.for %i = 0 to 8 {
    affine.store %s, %A[%i] : memref<8xi32>
  }
  return
}

builtin.module @inner {
  func.func @g(%A: memref<8xi32>) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %s = arith.addi %c1, %c2 : i32
    affine.for %i = 0 to 8 {
      affine.store %s, %A[%i] : memref<8xi32>
    }
    return
  }
}
