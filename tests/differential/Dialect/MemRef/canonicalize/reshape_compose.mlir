// RUN: --canonicalize
// RUN: --canonicalize --mlir-print-op-generic
// A collapse of a collapse and an expansion of an expansion, identity
// layouts throughout, are one reshape; with a strided layout they stay;
// rank 0 at the end.
func.func @collapses(%m: memref<2x3x4x5xf32>) -> memref<120xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2], [3]] : memref<2x3x4x5xf32> into memref<6x4x5xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2]] : memref<6x4x5xf32> into memref<120xf32>
  return %1 : memref<120xf32>
}

func.func @expansions(%m: memref<?x20xf32>, %n: index) -> memref<?x2x4x5xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 2, 20] : memref<?x20xf32> into memref<?x2x20xf32>
  %1 = memref.expand_shape %0 [[0], [1], [2, 3]] output_shape [%n, 2, 4, 5] : memref<?x2x20xf32> into memref<?x2x4x5xf32>
  return %1 : memref<?x2x4x5xf32>
}

func.func @strided_stays(%m: memref<2x3x4xf32, strided<[12, 4, 1], offset: 1>>) -> memref<24xf32, strided<[1], offset: 1>> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1], offset: 1>> into memref<6x4xf32, strided<[4, 1], offset: 1>>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<6x4xf32, strided<[4, 1], offset: 1>> into memref<24xf32, strided<[1], offset: 1>>
  return %1 : memref<24xf32, strided<[1], offset: 1>>
}

func.func @to_rank_zero(%m: memref<1x1x1xf32>) -> memref<f32> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<1x1x1xf32> into memref<1x1xf32>
  %1 = memref.collapse_shape %0 [] : memref<1x1xf32> into memref<f32>
  return %1 : memref<f32>
}
