// RUN: --finalize-memref-to-llvm
func.func @subview(%m: memref<8x8xf32>) -> memref<4x4xf32, strided<[8, 1]>> {
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return %0 : memref<4x4xf32, strided<[8, 1]>>
}
func.func @shapes(%m: memref<2x3xf32>) -> memref<6xf32> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [3, 2] : memref<6xf32> into memref<3x2xf32>
  return %0 : memref<6xf32>
}
func.func @alloc_strided() -> memref<4xf32, strided<[2]>> {
  %0 = memref.alloc() : memref<4xf32, strided<[2]>>
  return %0 : memref<4xf32, strided<[2]>>
}
