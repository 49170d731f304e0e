// RUN: --canonicalize
// RUN: --canonicalize --cse
// memref.extract_strided_metadata of views: the constants it knows from
// the view's type reach the users; its base buffer feeds a
// reinterpret_cast that reads the original buffer.
func.func @of_subview(%m: memref<16x16xf32>, %i: index) -> (index, index, index, memref<4x4xf32, strided<[16, 1], offset: ?>>) {
  %0 = memref.subview %m[%i, 2] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %0 : memref<4x4xf32, strided<[16, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %1 = memref.reinterpret_cast %base to offset: [%offset], sizes: [4, 4], strides: [16, 1] : memref<f32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return %offset, %sizes#1, %strides#0, %1 : index, index, index, memref<4x4xf32, strided<[16, 1], offset: ?>>
}

func.func @of_transpose(%m: memref<4x8xf32>) -> (index, index) {
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %0 : memref<8x4xf32, strided<[1, 8]>> -> memref<f32>, index, index, index, index, index
  return %sizes#0, %strides#1 : index, index
}
