// RUN: --generate-runtime-verification
// RUN: --generate-runtime-verification --mlir-print-debuginfo
// Ops nested in an op's region are visited before it: the memref.dim in a
// generic_atomic_rmw body gets its assertion there, which the body does
// not allow (an op with side effects), so the IR no longer verifies.
func.func @generic_with_dim(%m: memref<?xi32>, %u: memref<*xi32>, %i: index) -> i32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<?xi32> {
  ^bb0(%current: i32):
    %d = memref.dim %u, %i : memref<*xi32>
    %c = arith.index_cast %d : index to i32
    %s = arith.addi %current, %c : i32
    memref.atomic_yield %s : i32
  }
  return %x : i32
}
