// RUN: --canonicalize
// memref.copy folds a cast of its operands only when the cast drops
// static sizes, strides or offset, never when it adds some or changes the
// rank.

func.func @strided(%a: memref<4x4xf32, strided<[8, 1], offset: 2>>, %b: memref<4x4xf32>, %c: memref<?x?xf32, strided<[?, ?], offset: ?>>, %u: memref<*xf32>) {
  %0 = memref.cast %a : memref<4x4xf32, strided<[8, 1], offset: 2>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  memref.copy %0, %b : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32>
  %1 = memref.cast %c : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[8, 1], offset: 2>>
  memref.copy %1, %b : memref<4x4xf32, strided<[8, 1], offset: 2>> to memref<4x4xf32>
  %2 = memref.cast %b : memref<4x4xf32> to memref<*xf32>
  memref.copy %2, %u : memref<*xf32> to memref<*xf32>
  %3 = memref.cast %u : memref<*xf32> to memref<4x4xf32>
  memref.copy %3, %b : memref<4x4xf32> to memref<4x4xf32>
  return
}
