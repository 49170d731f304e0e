// RUN: --canonicalize
// RUN: --canonicalize --mlir-print-op-generic
// Views over memory spaces and strided sources through --canonicalize:
// casts that only lose information fold into the subviews and collapses
// that use them; memory_space_cast chains; reinterpret_cast of a cast.
func.func @spaces(%m: memref<8x8xf32, 1>, %i: index) -> (memref<2x2xf32, strided<[8, 1], offset: ?>, 1>, memref<8x8xf32, 3>) {
  %0 = memref.cast %m : memref<8x8xf32, 1> to memref<?x8xf32, 1>
  %1 = memref.subview %0[%i, %i] [2, 2] [1, 1] : memref<?x8xf32, 1> to memref<2x2xf32, strided<[8, 1], offset: ?>, 1>
  %2 = memref.memory_space_cast %m : memref<8x8xf32, 1> to memref<8x8xf32>
  %3 = memref.memory_space_cast %2 : memref<8x8xf32> to memref<8x8xf32, 2>
  %4 = memref.memory_space_cast %3 : memref<8x8xf32, 2> to memref<8x8xf32, 3>
  return %1, %4 : memref<2x2xf32, strided<[8, 1], offset: ?>, 1>, memref<8x8xf32, 3>
}

func.func @strided(%m: memref<4x8xf32, strided<[16, 1], offset: 2>>) -> (memref<4x2xf32, strided<[16, 1], offset: ?>>, memref<8xf32, strided<[1], offset: ?>>) {
  %c3 = arith.constant 3 : index
  %0 = memref.cast %m : memref<4x8xf32, strided<[16, 1], offset: 2>> to memref<4x8xf32, strided<[16, 1], offset: ?>>
  %1 = memref.subview %0[0, %c3] [4, 2] [1, 1] : memref<4x8xf32, strided<[16, 1], offset: ?>> to memref<4x2xf32, strided<[16, 1], offset: ?>>
  %2 = memref.subview %0[1, 0] [1, 8] [1, 1] : memref<4x8xf32, strided<[16, 1], offset: ?>> to memref<8xf32, strided<[1], offset: ?>>
  return %1, %2 : memref<4x2xf32, strided<[16, 1], offset: ?>>, memref<8xf32, strided<[1], offset: ?>>
}

func.func @collapse_strided(%m: memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>>) -> memref<6x4xf32, strided<[4, 1], offset: ?>> {
  %0 = memref.cast %m : memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>> to memref<2x3x4xf32, strided<[12, 4, 1], offset: ?>>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1], offset: ?>> into memref<6x4xf32, strided<[4, 1], offset: ?>>
  return %1 : memref<6x4xf32, strided<[4, 1], offset: ?>>
}
