// RUN: --split-input-file
// memref.subview's index lists: a malformed entry, a missing bracket.
func.func @f(%m: memref<8x8xf32>) {
  %0 = memref.subview %m[0, x] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>) {
  %0 = memref.subview %m(0, 0) [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>) {
  %0 = memref.subview %m[0, 0 [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0] sizes: [64], strides: [1] : memref<8x8xf32> to memref<64xf32>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>) {
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) : tensor<8x8xf32> to memref<8x8xf32>
  return
}
// -----
func.func @f(%m: memref<12xf32>) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape (3, 4) : memref<12xf32> into memref<3x4xf32>
  return
}
