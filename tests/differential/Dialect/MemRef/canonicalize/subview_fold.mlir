// RUN: --canonicalize
// RUN: --canonicalize --mlir-print-op-generic
// memref.subview's folds: a subview to the source's own static type is
// the source; a no-op subview of a subview is that subview; a trivial
// subview to another type is a cast of the source.
func.func @same_type(%m: memref<8x8xf32>) -> memref<8x8xf32> {
  %0 = memref.subview %m[0, 0] [8, 8] [1, 1] : memref<8x8xf32> to memref<8x8xf32>
  return %0 : memref<8x8xf32>
}

func.func @trivial_other_type(%m: memref<8x8xf32>) -> memref<8x8xf32, strided<[8, 1]>> {
  %0 = memref.subview %m[0, 0] [8, 8] [1, 1] : memref<8x8xf32> to memref<8x8xf32, strided<[8, 1]>>
  return %0 : memref<8x8xf32, strided<[8, 1]>>
}

func.func @subview_of_subview(%m: memref<8x8xf32>) -> memref<4x4xf32, strided<[8, 1], offset: 9>> {
  %0 = memref.subview %m[1, 1] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 9>>
  %1 = memref.subview %0[0, 0] [4, 4] [1, 1] : memref<4x4xf32, strided<[8, 1], offset: 9>> to memref<4x4xf32, strided<[8, 1], offset: 9>>
  return %1 : memref<4x4xf32, strided<[8, 1], offset: 9>>
}

func.func @dynamic_stays(%m: memref<?x?xf32>, %n: index) -> memref<?x?xf32, strided<[?, 1]>> {
  %0 = memref.subview %m[0, 0] [%n, %n] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  return %0 : memref<?x?xf32, strided<[?, 1]>>
}

func.func @not_trivial(%m: memref<8x8xf32>) -> memref<4x8xf32, strided<[8, 1], offset: 8>> {
  %0 = memref.subview %m[1, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1], offset: 8>>
  return %0 : memref<4x8xf32, strided<[8, 1], offset: 8>>
}
