// RUN:
// RUN: --mlir-print-op-generic
// memref.expand_shape, memref.collapse_shape (identity and strided
// layouts, dynamic sizes, rank 0), memref.reshape.
func.func @expand(%m: memref<12x4xf32>, %d: memref<?x8xf32>, %n: index, %s: memref<6x5xf32, strided<[10, 1], offset: 3>>) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [3, 4, 4] : memref<12x4xf32> into memref<3x4x4xf32>
  %1 = memref.expand_shape %d [[0, 1], [2, 3]] output_shape [%n, 2, 4, 2] : memref<?x8xf32> into memref<?x2x4x2xf32>
  %2 = memref.expand_shape %s [[0, 1], [2]] output_shape [2, 3, 5] : memref<6x5xf32, strided<[10, 1], offset: 3>> into memref<2x3x5xf32, strided<[30, 10, 1], offset: 3>>
  return
}

func.func @collapse(%m: memref<3x4x5xf32>, %d: memref<?x4x?xf32>, %s: memref<2x3x5xf32, strided<[40, 5, 1], offset: 3>>, %z: memref<1x1xf32>) {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<3x4x5xf32> into memref<12x5xf32>
  %1 = memref.collapse_shape %d [[0, 1, 2]] : memref<?x4x?xf32> into memref<?xf32>
  %2 = memref.collapse_shape %s [[0], [1, 2]] : memref<2x3x5xf32, strided<[40, 5, 1], offset: 3>> into memref<2x15xf32, strided<[40, 1], offset: 3>>
  %3 = memref.collapse_shape %z [] : memref<1x1xf32> into memref<f32>
  return
}

func.func @reshape(%m: memref<4x4xf32>, %shape: memref<2xindex>, %dyn: memref<?xi32>, %u: memref<*xf32>) {
  %0 = memref.reshape %m(%shape) : (memref<4x4xf32>, memref<2xindex>) -> memref<2x8xf32>
  %1 = memref.reshape %m(%dyn) : (memref<4x4xf32>, memref<?xi32>) -> memref<*xf32>
  %2 = memref.reshape %u(%shape) : (memref<*xf32>, memref<2xindex>) -> memref<?x?xf32>
  return
}
