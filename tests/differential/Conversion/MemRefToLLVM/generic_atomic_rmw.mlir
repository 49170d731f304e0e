// RUN: --finalize-memref-to-llvm
// A compare-and-swap loop around a copy of the body; a body of ops the
// pass cannot make legal leaves the op as it is.
func.func @llvm_body(%m: memref<10xi32>, %i: index, %v: i32) -> i32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xi32> {
  ^bb0(%cur: i32):
    %c = llvm.add %cur, %v : i32
    %d = llvm.mul %c, %v : i32
    memref.atomic_yield %d : i32
  }
  %y = llvm.add %x, %v : i32
  return %y : i32
}

func.func @strided(%m: memref<4x4xi64, strided<[8, 2], offset: 3>>, %i: index, %j: index) -> i64 {
  %x = memref.generic_atomic_rmw %m[%i, %j] : memref<4x4xi64, strided<[8, 2], offset: 3>> {
  ^bb0(%cur: i64):
    memref.atomic_yield %cur : i64
  }
  return %x : i64
}

func.func @arith_body(%m: memref<10xi32>, %i: index, %v: i32) -> i32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xi32> {
  ^bb0(%cur: i32):
    %c = arith.addi %cur, %v : i32
    memref.atomic_yield %c : i32
  }
  return %x : i32
}
