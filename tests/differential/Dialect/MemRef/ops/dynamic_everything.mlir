// RUN:
// RUN: --mlir-print-op-generic
// Every size, stride and offset dynamic: subview, reinterpret_cast,
// view, expand_shape, collapse_shape, extract_strided_metadata.
func.func @dynamic(%m: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, %a: index, %b: index, %c: index, %buf: memref<?xi8>) {
  %0 = memref.subview %m[%a, %b, %c] [%a, %b, %c] [%c, %b, %a] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  %1 = memref.reinterpret_cast %m to offset: [%a], sizes: [%a, %b], strides: [%b, %c] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %2 = memref.view %buf[%a][%a, %b, %c] : memref<?xi8> to memref<?x?x?xf64>
  %3 = memref.expand_shape %2 [[0, 1], [2], [3]] output_shape [%a, %b, %b, %c] : memref<?x?x?xf64> into memref<?x?x?x?xf64>
  %4 = memref.collapse_shape %3 [[0, 1, 2, 3]] : memref<?x?x?x?xf64> into memref<?xf64>
  %base, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %0 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
  %5 = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> into memref<?x?xf32, strided<[?, ?], offset: ?>>
  return
}
