// RUN: --canonicalize
// RUN: --canonicalize --mlir-print-op-generic
// A subview of a memref.cast that only loses static information slices
// the cast's source (SubViewOpMemRefCastFolder); a cast that adds
// information stays; chains of subviews and casts.
func.func @cast_source(%m: memref<16x16xf32>, %i: index) -> memref<3x4xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
  %1 = memref.subview %0[%i, %i] [3, 4] [1, 1] : memref<?x?xf32> to memref<3x4xf32, strided<[?, 1], offset: ?>>
  return %1 : memref<3x4xf32, strided<[?, 1], offset: ?>>
}

func.func @rank_reduced(%m: memref<16x1x16xf32>, %i: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %0 = memref.cast %m : memref<16x1x16xf32> to memref<?x1x?xf32>
  %1 = memref.subview %0[%i, 0, %i] [1, 1, 4] [1, 1, 1] : memref<?x1x?xf32> to memref<4xf32, strided<[1], offset: ?>>
  return %1 : memref<4xf32, strided<[1], offset: ?>>
}

func.func @more_static(%m: memref<?x?xf32>, %i: index) -> memref<2x2xf32, strided<[16, 1], offset: ?>> {
  %0 = memref.cast %m : memref<?x?xf32> to memref<16x16xf32>
  %1 = memref.subview %0[%i, %i] [2, 2] [1, 1] : memref<16x16xf32> to memref<2x2xf32, strided<[16, 1], offset: ?>>
  return %1 : memref<2x2xf32, strided<[16, 1], offset: ?>>
}

func.func @chain(%m: memref<32x32xf32>, %i: index, %j: index) -> memref<2x2xf32, strided<[?, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %0 = memref.cast %m : memref<32x32xf32> to memref<?x?xf32>
  %1 = memref.subview %0[%i, %c0] [8, 8] [1, 1] : memref<?x?xf32> to memref<8x8xf32, strided<[?, 1], offset: ?>>
  %2 = memref.subview %1[%j, %j] [2, 2] [1, 1] : memref<8x8xf32, strided<[?, 1], offset: ?>> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  return %2 : memref<2x2xf32, strided<[?, 1], offset: ?>>
}
