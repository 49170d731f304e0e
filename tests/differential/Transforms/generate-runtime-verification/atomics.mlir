// RUN: --generate-runtime-verification
// RUN: --generate-runtime-verification --mlir-print-op-generic
// atomic_rmw and generic_atomic_rmw check their indices as loads do; the
// message shows an op's regions as {...} (({...}) in the generic form).
func.func @rmw(%m: memref<?x3xf32>, %i: index, %j: index, %v: f32) -> f32 {
  %x = memref.atomic_rmw addf %v, %m[%i, %j] : (f32, memref<?x3xf32>) -> f32
  return %x : f32
}

func.func @rmw_int(%m: memref<10xi64>, %i: index, %v: i64) -> i64 {
  %x = memref.atomic_rmw maxs %v, %m[%i] : (i64, memref<10xi64>) -> i64
  return %x : i64
}

func.func @generic(%m: memref<?x?xf32>, %i: index, %j: index) -> f32 {
  %x = memref.generic_atomic_rmw %m[%i, %j] : memref<?x?xf32> {
  ^bb0(%current: f32):
    %two = arith.constant 2.0 : f32
    %next = arith.mulf %current, %two : f32
    memref.atomic_yield %next : f32
  }
  return %x : f32
}
