// RUN: --generate-runtime-verification
// RUN: --generate-runtime-verification --mlir-print-op-generic
// Loads and stores check every index against its dimension: a static size
// folds to a constant, a dynamic one is read with memref.dim, and constant
// indices fold the comparisons (to true or false). Rank 0 needs no check.
func.func @dynamic(%m: memref<?xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<?xf32>
  return %v : f32
}

func.func @static(%m: memref<3x5xi32>, %i: index, %j: index, %v: i32) {
  memref.store %v, %m[%i, %j] : memref<3x5xi32>
  return
}

func.func @mixed(%m: memref<2x?x?xf64>, %i: index, %j: index, %k: index) -> f64 {
  %v = memref.load %m[%i, %j, %k] {nontemporal = true} : memref<2x?x?xf64>
  memref.store %v, %m[%k, %j, %i] : memref<2x?x?xf64>
  return %v : f64
}

func.func @rank_zero(%m: memref<f32>, %v: f32) -> f32 {
  memref.store %v, %m[] : memref<f32>
  %r = memref.load %m[] : memref<f32>
  return %r : f32
}

func.func @constant_indices(%m: memref<4x?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %neg = arith.constant -1 : index
  memref.store %v, %m[%c3, %c0] : memref<4x?xf32>
  memref.store %v, %m[%c4, %c3] : memref<4x?xf32>
  memref.store %v, %m[%neg, %c0] : memref<4x?xf32>
  return
}

func.func @from_alloc(%n: index, %i: index) -> f32 {
  %m = memref.alloc(%n) : memref<8x?xf32>
  %v = memref.load %m[%i, %i] : memref<8x?xf32>
  memref.dealloc %m : memref<8x?xf32>
  return %v : f32
}

func.func @strided(%m: memref<?x4xf32, strided<[?, 1], offset: ?>>, %i: index) -> f32 {
  %v = memref.load %m[%i, %i] : memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %v : f32
}
