// RUN:
// RUN: --mlir-print-op-generic
// memref.view over a byte buffer: static and dynamic result shapes,
// memory spaces.
func.func @views(%b: memref<2048xi8>, %d: memref<?xi8, 2>, %shift: index, %n: index) {
  %0 = memref.view %b[%shift][] : memref<2048xi8> to memref<64x4xf32>
  %1 = memref.view %b[%shift][%n] : memref<2048xi8> to memref<?x4xf32>
  %2 = memref.view %d[%shift][%n, %n] : memref<?xi8, 2> to memref<?x?xi16, 2>
  %3 = memref.view %b[%shift][] {attr = 1 : i32} : memref<2048xi8> to memref<i64>
  return
}
