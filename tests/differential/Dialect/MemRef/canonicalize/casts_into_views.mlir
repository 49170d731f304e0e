// RUN: --canonicalize
// RUN: --canonicalize --mlir-print-op-generic
// Casts that add static information stay between views; casts that lose
// it fold into subviews, extract_strided_metadata and reinterpret_casts.
func.func @adds(%m: memref<?x?xf32>) -> memref<2x2xf32, strided<[8, 1]>> {
  %0 = memref.cast %m : memref<?x?xf32> to memref<8x8xf32>
  %1 = memref.subview %0[0, 0] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1]>>
  return %1 : memref<2x2xf32, strided<[8, 1]>>
}

func.func @loses(%m: memref<8x8xf32>, %i: index) -> (memref<?x?xf32, strided<[?, 1], offset: ?>>, index, memref<64xf32>) {
  %0 = memref.cast %m : memref<8x8xf32> to memref<?x?xf32>
  %1 = memref.subview %0[%i, %i] [%i, %i] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %2 = memref.reinterpret_cast %0 to offset: [0], sizes: [64], strides: [1] : memref<?x?xf32> to memref<64xf32>
  return %1, %sizes#0, %2 : memref<?x?xf32, strided<[?, 1], offset: ?>>, index, memref<64xf32>
}
