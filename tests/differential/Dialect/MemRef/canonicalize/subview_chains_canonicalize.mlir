// RUN: --canonicalize
// RUN: --canonicalize --cse
// Chains of subviews and casts with constants: each link made static and
// cast back, the casts folded into the next subview.
func.func @chain(%m: memref<64x64xf32>) -> memref<4x4xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %0 = memref.cast %m : memref<64x64xf32> to memref<?x?xf32>
  %1 = memref.subview %0[%c8, %c0] [%c16, %c16] [%c2, %c2] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %2 = memref.subview %1[%c4, %c4] [4, 4] [1, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  return %2 : memref<4x4xf32, strided<[?, ?], offset: ?>>
}

func.func @rank_reducing_chain(%m: memref<8x8x8xf32>, %i: index) -> memref<8xf32, strided<[1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %0 = memref.subview %m[%c1, 0, 0] [1, 8, 8] [1, 1, 1] : memref<8x8x8xf32> to memref<8x8xf32, strided<[8, 1], offset: ?>>
  %1 = memref.subview %0[%i, 0] [1, 8] [1, 1] : memref<8x8xf32, strided<[8, 1], offset: ?>> to memref<8xf32, strided<[1], offset: ?>>
  return %1 : memref<8xf32, strided<[1], offset: ?>>
}

func.func @unit_dims(%m: memref<1x4x1xf32>, %i: index) -> memref<1x4xf32, strided<[4, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %0 = memref.subview %m[0, %i, %c0] [1, 4, 1] [1, 1, 1] : memref<1x4x1xf32> to memref<1x4xf32, strided<[4, 1], offset: ?>>
  return %0 : memref<1x4xf32, strided<[4, 1], offset: ?>>
}
