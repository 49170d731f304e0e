// RUN: --canonicalize
// RUN: --canonicalize --mlir-print-op-generic
// memref.transpose chains: three transposes compose into one; two that
// cancel leave an identity transpose of another layout.
func.func @three(%m: memref<2x3x4xf32>) -> memref<2x3x4xf32, strided<[12, 4, 1]>> {
  %0 = memref.transpose %m (d0, d1, d2) -> (d1, d2, d0) : memref<2x3x4xf32> to memref<3x4x2xf32, strided<[4, 1, 12]>>
  %1 = memref.transpose %0 (d0, d1, d2) -> (d1, d2, d0) : memref<3x4x2xf32, strided<[4, 1, 12]>> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %2 = memref.transpose %1 (d0, d1, d2) -> (d1, d2, d0) : memref<4x2x3xf32, strided<[1, 12, 4]>> to memref<2x3x4xf32, strided<[12, 4, 1]>>
  return %2 : memref<2x3x4xf32, strided<[12, 4, 1]>>
}

func.func @cancel(%m: memref<4x8xf32, strided<[8, 1], offset: ?>>) -> memref<4x8xf32, strided<[8, 1], offset: ?>> {
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<4x8xf32, strided<[8, 1], offset: ?>> to memref<8x4xf32, strided<[1, 8], offset: ?>>
  %1 = memref.transpose %0 (d0, d1) -> (d1, d0) : memref<8x4xf32, strided<[1, 8], offset: ?>> to memref<4x8xf32, strided<[8, 1], offset: ?>>
  return %1 : memref<4x8xf32, strided<[8, 1], offset: ?>>
}
