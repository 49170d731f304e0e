// RUN:
// RUN: --mlir-print-op-generic
// memref.atomic_rmw with every kind, memref.generic_atomic_rmw and
// memref.atomic_yield.

func.func @atomic_rmw(%f: memref<10xf32>, %g: memref<4x4xi64, 2>, %i: index, %x: f32, %y: i64) {
  %0 = memref.atomic_rmw addf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw addi %y, %g[%i, %i] : (i64, memref<4x4xi64, 2>) -> i64
  %2 = memref.atomic_rmw andi %y, %g[%i, %i] : (i64, memref<4x4xi64, 2>) -> i64
  %3 = memref.atomic_rmw assign %x, %f[%i] : (f32, memref<10xf32>) -> f32
  %4 = memref.atomic_rmw maximumf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  %5 = memref.atomic_rmw maxnumf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  %6 = memref.atomic_rmw maxs %y, %g[%i, %i] : (i64, memref<4x4xi64, 2>) -> i64
  %7 = memref.atomic_rmw maxu %y, %g[%i, %i] : (i64, memref<4x4xi64, 2>) -> i64
  %8 = memref.atomic_rmw minimumf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  %9 = memref.atomic_rmw minnumf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  %10 = memref.atomic_rmw mins %y, %g[%i, %i] : (i64, memref<4x4xi64, 2>) -> i64
  %11 = memref.atomic_rmw minu %y, %g[%i, %i] : (i64, memref<4x4xi64, 2>) -> i64
  %12 = memref.atomic_rmw mulf %x, %f[%i] {tag} : (f32, memref<10xf32>) -> f32
  %13 = memref.atomic_rmw muli %y, %g[%i, %i] : (i64, memref<4x4xi64, 2>) -> i64
  %14 = memref.atomic_rmw ori %y, %g[%i, %i] : (i64, memref<4x4xi64, 2>) -> i64
  %15 = memref.atomic_rmw xori %y, %g[%i, %i] : (i64, memref<4x4xi64, 2>) -> i64
  return
}

func.func @generic_atomic_rmw(%f: memref<10xf32>, %i: index, %z: memref<i8>) -> (f32, i8) {
  %0 = memref.generic_atomic_rmw %f[%i] : memref<10xf32> {
  ^bb0(%cur: f32):
    %c1 = arith.constant 1.0 : f32
    %inc = arith.addf %c1, %cur : f32
    memref.atomic_yield %inc : f32
  }
  %1 = memref.generic_atomic_rmw %z[] : memref<i8> {
  ^bb0(%cur: i8):
    memref.atomic_yield %cur : i8
  } {note = 1 : i32}
  return %0, %1 : f32, i8
}
