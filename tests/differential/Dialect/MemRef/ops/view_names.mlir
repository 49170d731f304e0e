// RUN:
// RUN: --mlir-print-op-generic
// The result names of the views, uniqued across several of each and in
// nested regions.
func.func @names(%m: memref<4x8xf32>, %b: memref<64xi8>, %s: memref<2xindex>, %c: i1) {
  %0 = memref.cast %m : memref<4x8xf32> to memref<?x8xf32>
  %1 = memref.cast %m : memref<4x8xf32> to memref<4x?xf32>
  %2 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x8xf32> to memref<2x2xf32, strided<[8, 1]>>
  %4 = memref.reshape %m(%s) : (memref<4x8xf32>, memref<2xindex>) -> memref<8x4xf32>
  %5 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  %6 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %7 = memref.expand_shape %6 [[0, 1]] output_shape [8, 4] : memref<32xf32> into memref<8x4xf32>
  %8 = memref.reinterpret_cast %m to offset: [0], sizes: [32], strides: [1] : memref<4x8xf32> to memref<32xf32>
  %9 = memref.memory_space_cast %m : memref<4x8xf32> to memref<4x8xf32, 1>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %3 = memref.view %b[%offset][] : memref<64xi8> to memref<4xf32>
  scf.if %c {
    %b1, %o1, %s1:2, %t1:2 = memref.extract_strided_metadata %2 : memref<2x2xf32, strided<[8, 1]>> -> memref<f32>, index, index, index, index, index
    %10 = memref.subview %2[0, 0] [1, 1] [1, 1] : memref<2x2xf32, strided<[8, 1]>> to memref<f32, strided<[]>>
    %11 = memref.cast %10 : memref<f32, strided<[]>> to memref<f32, strided<[], offset: ?>>
  }
  return
}
