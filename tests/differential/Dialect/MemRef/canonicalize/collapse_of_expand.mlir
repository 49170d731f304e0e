// RUN: --canonicalize
// RUN: --canonicalize --mlir-print-op-generic
func.func @to_collapse(%m: memref<?x?x?xi64>, %a: index, %b: index, %c: index) -> memref<?x?xi64> {
  %0 = memref.expand_shape %m [[0], [1], [2, 3]] output_shape [%a, %b, %c, 1] : memref<?x?x?xi64> into memref<?x?x?x1xi64>
  %1 = memref.collapse_shape %0 [[0, 1], [2, 3]] : memref<?x?x?x1xi64> into memref<?x?xi64>
  return %1 : memref<?x?xi64>
}

func.func @to_expand_static(%m: memref<6x4xf32>) -> memref<2x3x2x2xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2, 3, 4]] output_shape [2, 3, 2, 2, 1] : memref<6x4xf32> into memref<2x3x2x2x1xf32>
  %1 = memref.collapse_shape %0 [[0], [1], [2], [3, 4]] : memref<2x3x2x2x1xf32> into memref<2x3x2x2xf32>
  return %1 : memref<2x3x2x2xf32>
}

func.func @same_rank(%m: memref<6x4xf32>) -> memref<6x4xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  return %1 : memref<6x4xf32>
}

func.func @same_rank_other_groups(%m: memref<6x4xf32>) -> memref<2x12xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2]] : memref<2x3x4xf32> into memref<2x12xf32>
  return %1 : memref<2x12xf32>
}

func.func @no_cover(%m: memref<6x4xf32>) -> memref<2x3x4xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 3, 2, 2] : memref<6x4xf32> into memref<2x3x2x2xf32>
  %1 = memref.collapse_shape %0 [[0], [1], [2, 3]] : memref<2x3x2x2xf32> into memref<2x3x4xf32>
  return %1 : memref<2x3x4xf32>
}

func.func @strided(%m: memref<6x4xf32, strided<[4, 1], offset: 2>>) -> memref<6x4xf32, strided<[4, 1], offset: 2>> {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32, strided<[4, 1], offset: 2>> into memref<2x3x4xf32, strided<[12, 4, 1], offset: 2>>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1], offset: 2>> into memref<6x4xf32, strided<[4, 1], offset: 2>>
  return %1 : memref<6x4xf32, strided<[4, 1], offset: 2>>
}
func.func @to_expand_dynamic(%m: memref<?x4xf32>, %a: index) -> memref<?x3x4xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%a, 3, 4, 1] : memref<?x4xf32> into memref<?x3x4x1xf32>
  %1 = memref.collapse_shape %0 [[0], [1], [2, 3]] : memref<?x3x4x1xf32> into memref<?x3x4xf32>
  return %1 : memref<?x3x4xf32>
}
func.func @multi_static(%m: memref<?x4xf32>, %a: index) -> memref<?x3x4xf32> {
  %0 = memref.expand_shape %m [[0, 1, 2], [3]] output_shape [%a, 3, 1, 4] : memref<?x4xf32> into memref<?x3x1x4xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2], [3]] : memref<?x3x1x4xf32> into memref<?x3x4xf32>
  return %1 : memref<?x3x4xf32>
}
func.func @multi_dyn(%m: memref<?x4xf32>, %a: index) -> memref<?x1x4xf32> {
  %0 = memref.expand_shape %m [[0, 1, 2], [3]] output_shape [%a, 3, 1, 4] : memref<?x4xf32> into memref<?x3x1x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2], [3]] : memref<?x3x1x4xf32> into memref<?x1x4xf32>
  return %1 : memref<?x1x4xf32>
}
func.func @two_dyn(%m: memref<?x?xf32>, %a: index, %b: index, %c: index) -> memref<?x?x?xf32> {
  %0 = memref.expand_shape %m [[0, 1, 2], [3]] output_shape [%a, %b, 1, %c] : memref<?x?xf32> into memref<?x?x1x?xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2], [3]] : memref<?x?x1x?xf32> into memref<?x?x?xf32>
  return %1 : memref<?x?x?xf32>
}
func.func @two_dyn_group(%m: memref<?x?xf32>, %a: index, %b: index, %c: index) -> memref<?x1x?xf32> {
  %0 = memref.expand_shape %m [[0, 1, 2], [3]] output_shape [%a, %b, 1, %c] : memref<?x?xf32> into memref<?x?x1x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2], [3]] : memref<?x?x1x?xf32> into memref<?x1x?xf32>
  return %1 : memref<?x1x?xf32>
}
func.func @three(%m: memref<?x?xf32>, %a: index, %b: index, %c: index) -> memref<?x?xf32> {
  %0 = memref.expand_shape %m [[0, 1, 2], [3]] output_shape [3, %a, 2, %c] : memref<?x?xf32> into memref<3x?x2x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2], [3]] : memref<3x?x2x?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func.func @three_b(%m: memref<?x?xf32>, %a: index, %b: index, %c: index) -> memref<?x1x?xf32> {
  %0 = memref.expand_shape %m [[0, 1, 2, 3], [4]] output_shape [%b, 3, %a, 1, %c] : memref<?x?xf32> into memref<?x3x?x1x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2], [3], [4]] : memref<?x3x?x1x?xf32> into memref<?x1x?xf32>
  return %1 : memref<?x1x?xf32>
}
func.func @three_c(%m: memref<?x?xf32>, %a: index, %b: index, %c: index) -> memref<?x1x?xf32> {
  %0 = memref.expand_shape %m [[0, 1, 2, 3], [4]] output_shape [2, %b, 3, 1, %c] : memref<?x?xf32> into memref<2x?x3x1x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2], [3], [4]] : memref<2x?x3x1x?xf32> into memref<?x1x?xf32>
  return %1 : memref<?x1x?xf32>
}
