// RUN: --finalize-memref-to-llvm
func.func @float(%m: memref<10xf32>, %v: f32, %i: index) -> f32 {
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw maximumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %2 = memref.atomic_rmw minimumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %3 = memref.atomic_rmw maxnumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %4 = memref.atomic_rmw minnumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %5 = memref.atomic_rmw assign %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %6 = memref.atomic_rmw mulf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return %0 : f32
}
func.func @int(%m: memref<4x?xi32>, %v: i32, %i: index) -> i32 {
  %0 = memref.atomic_rmw addi %v, %m[%i, %i] : (i32, memref<4x?xi32>) -> i32
  %1 = memref.atomic_rmw maxs %v, %m[%i, %i] : (i32, memref<4x?xi32>) -> i32
  %2 = memref.atomic_rmw mins %v, %m[%i, %i] : (i32, memref<4x?xi32>) -> i32
  %3 = memref.atomic_rmw maxu %v, %m[%i, %i] : (i32, memref<4x?xi32>) -> i32
  %4 = memref.atomic_rmw minu %v, %m[%i, %i] : (i32, memref<4x?xi32>) -> i32
  %5 = memref.atomic_rmw ori %v, %m[%i, %i] : (i32, memref<4x?xi32>) -> i32
  %6 = memref.atomic_rmw andi %v, %m[%i, %i] : (i32, memref<4x?xi32>) -> i32
  %7 = memref.atomic_rmw xori %v, %m[%i, %i] : (i32, memref<4x?xi32>) -> i32
  %8 = memref.atomic_rmw muli %v, %m[%i, %i] : (i32, memref<4x?xi32>) -> i32
  return %0 : i32
}
