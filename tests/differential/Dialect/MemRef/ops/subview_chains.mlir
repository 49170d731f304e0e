// RUN:
// RUN: --mlir-print-op-generic
// Chains of views: subviews of subviews, rank reductions along the way,
// casts between them, a reinterpret_cast and a transpose at the end.
func.func @chain(%m: memref<64x64xf32>, %i: index, %j: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %0 = memref.subview %m[%i, 0] [32, 64] [1, 1] : memref<64x64xf32> to memref<32x64xf32, strided<[64, 1], offset: ?>>
  %1 = memref.subview %0[0, %j] [16, 16] [2, 1] : memref<32x64xf32, strided<[64, 1], offset: ?>> to memref<16x16xf32, strided<[128, 1], offset: ?>>
  %2 = memref.cast %1 : memref<16x16xf32, strided<[128, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %3 = memref.subview %2[3, 0] [1, 4] [1, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
  %4 = memref.subview %1[3, 0] [1, 4] [1, 1] : memref<16x16xf32, strided<[128, 1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
  %5 = memref.transpose %1 (d0, d1) -> (d1, d0) : memref<16x16xf32, strided<[128, 1], offset: ?>> to memref<16x16xf32, strided<[1, 128], offset: ?>>
  %6 = memref.reinterpret_cast %4 to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xf32, strided<[1], offset: ?>> to memref<2x2xf32>
  return %4 : memref<4xf32, strided<[1], offset: ?>>
}
