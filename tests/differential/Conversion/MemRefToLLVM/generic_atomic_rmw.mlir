// RUN: --finalize-memref-to-llvm
// The body is cloned into a loop around llvm.cmpxchg; the ops after it
// move to a block of their own.
func.func @square_minus(%m: memref<4xi32>, %i: index, %k: i32) -> i32 {
  %r = memref.generic_atomic_rmw %m[%i] : memref<4xi32> {
  ^bb0(%cur: i32):
    %sq = arith.muli %cur, %cur : i32
    %d = arith.subi %sq, %k : i32
    memref.atomic_yield %d : i32
  }
  %s = arith.addi %r, %k : i32
  return %s : i32
}

func.func @two_dims(%m: memref<2x3xi64>, %i: index, %j: index) -> i64 {
  %r = memref.generic_atomic_rmw %m[%i, %j] : memref<2x3xi64> {
  ^bb0(%cur: i64):
    %c1 = arith.constant 1 : i64
    %n = arith.addi %cur, %c1 : i64
    memref.atomic_yield %n : i64
  }
  return %r : i64
}

func.func @yield_argument(%m: memref<?xi16>, %i: index) {
  %r = memref.generic_atomic_rmw %m[%i] : memref<?xi16> {
  ^bb0(%cur: i16):
    memref.atomic_yield %cur : i16
  }
  return
}
