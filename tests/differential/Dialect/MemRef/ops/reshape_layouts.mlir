// RUN:
// RUN: --mlir-print-op-generic
// The layouts the reassociative reshapes infer: unit dimensions skipped
// when collapsing, dynamic strides, offsets kept, rank 0 to rank 1 and
// back.
func.func @layouts(%a: memref<4x1x8xf32, strided<[16, 3, 2], offset: 5>>, %b: memref<2x?x4xf32, strided<[?, 4, 1], offset: ?>>, %c: memref<f32>, %d: memref<1xf32>) {
  %0 = memref.collapse_shape %a [[0, 1], [2]] : memref<4x1x8xf32, strided<[16, 3, 2], offset: 5>> into memref<4x8xf32, strided<[16, 2], offset: 5>>
  %1 = memref.collapse_shape %b [[0], [1, 2]] : memref<2x?x4xf32, strided<[?, 4, 1], offset: ?>> into memref<2x?xf32, strided<[?, 1], offset: ?>>
  %2 = memref.expand_shape %c [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  %3 = memref.collapse_shape %d [] : memref<1xf32> into memref<f32>
  %4 = memref.expand_shape %0 [[0], [1, 2]] output_shape [4, 2, 4] : memref<4x8xf32, strided<[16, 2], offset: 5>> into memref<4x2x4xf32, strided<[16, 8, 2], offset: 5>>
  return
}
