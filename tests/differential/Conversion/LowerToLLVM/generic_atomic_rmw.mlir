// RUN: '--pass-pipeline=builtin.module(lower-affine, convert-scf-to-cf, expand-strided-metadata, lower-affine, finalize-memref-to-llvm, convert-math-to-llvm, convert-math-to-libm, convert-to-llvm, reconcile-unrealized-casts)'
// The loop of `generic_atomic_rmw` with a body lowered by convert-to-llvm.
func.func @g(%m: memref<10xi32>, %i: index, %v: i32) -> i32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xi32> {
  ^bb0(%cur: i32):
    %c = arith.addi %cur, %v : i32
    %d = arith.muli %c, %v : i32
    memref.atomic_yield %d : i32
  }
  %y = arith.addi %x, %v : i32
  return %y : i32
}

func.func @loop(%m: memref<8xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    %x = memref.generic_atomic_rmw %m[%k] : memref<8xi64> {
    ^bb0(%cur: i64):
      %one = arith.constant 1 : i64
      %s = arith.shli %cur, %one : i64
      memref.atomic_yield %s : i64
    }
  }
  return
}
