// RUN:
// RUN: --mlir-print-op-generic
// Atomics over narrow, wide and many-dimensional element types, and a
// generic_atomic_rmw body with nested pure ops.

func.func @types(%a: memref<2x3x4xi8>, %b: memref<i128>, %c: memref<8xbf16, 1>, %i: index, %x: i8, %y: i128, %z: bf16, %p: i1) -> (i8, bf16) {
  %0 = memref.atomic_rmw maxs %x, %a[%i, %i, %i] : (i8, memref<2x3x4xi8>) -> i8
  %1 = memref.atomic_rmw xori %y, %b[] : (i128, memref<i128>) -> i128
  %2 = memref.atomic_rmw minnumf %z, %c[%i] : (bf16, memref<8xbf16, 1>) -> bf16
  %3 = memref.generic_atomic_rmw %a[%i, %i, %i] : memref<2x3x4xi8> {
  ^bb0(%cur: i8):
    %r = scf.if %p -> (i8) {
      %s = arith.addi %cur, %x : i8
      scf.yield %s : i8
    } else {
      scf.yield %cur : i8
    }
    memref.atomic_yield %r : i8
  }
  %4 = memref.generic_atomic_rmw %c[%i] : memref<8xbf16, 1> {
  ^bb0(%cur: bf16):
    %m = arith.maximumf %cur, %z : bf16
    memref.atomic_yield %m : bf16
  }
  return %3, %4 : i8, bf16
}
