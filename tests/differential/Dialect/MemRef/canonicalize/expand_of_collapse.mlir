// RUN: --canonicalize
// RUN: --canonicalize --mlir-print-op-generic
func.func @two_groups(%m: memref<?x?xf32>, %a: index, %b: index, %c: index) -> memref<?x?xf32> {
  %0 = memref.expand_shape %m [[0, 1, 2], [3, 4]] output_shape [%a, 5, 1, %c, 7] : memref<?x?xf32> into memref<?x5x1x?x7xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2], [3, 4]] : memref<?x5x1x?x7xf32> into memref<?x1x?xf32>
  %2 = memref.cast %1 : memref<?x1x?xf32> to memref<?x?x?xf32>
  %3 = memref.collapse_shape %2 [[0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
  return %3 : memref<?x?xf32>
}
func.func @two_groups_b(%m: memref<?x?xf32>, %a: index, %b: index, %c: index) -> memref<?x1x?xf32> {
  %0 = memref.expand_shape %m [[0, 1, 2], [3, 4]] output_shape [%a, 5, 1, %c, 7] : memref<?x?xf32> into memref<?x5x1x?x7xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2], [3, 4]] : memref<?x5x1x?x7xf32> into memref<?x1x?xf32>
  return %1 : memref<?x1x?xf32>
}
func.func @one(%m: memref<?x?xf32>, %a: index, %b: index, %c: index) -> memref<?x1x?xf32> {
  %0 = memref.expand_shape %m [[0, 1, 2], [3]] output_shape [%a, 1, 1, %c] : memref<?x?xf32> into memref<?x1x1x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2], [3]] : memref<?x1x1x?xf32> into memref<?x1x?xf32>
  return %1 : memref<?x1x?xf32>
}
func.func @to_collapse(%m: memref<2x3x4x5xf32>) -> memref<6x4x5xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2, 3]] : memref<2x3x4x5xf32> into memref<6x20xf32>
  %1 = memref.expand_shape %0 [[0], [1, 2]] output_shape [6, 4, 5] : memref<6x20xf32> into memref<6x4x5xf32>
  return %1 : memref<6x4x5xf32>
}
func.func @to_collapse_b(%m: memref<2x3x20xf32>) -> memref<6x4x5xf32> {
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<2x3x20xf32> into memref<120xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] output_shape [6, 4, 5] : memref<120xf32> into memref<6x4x5xf32>
  return %1 : memref<6x4x5xf32>
}
func.func @to_expand(%m: memref<6x20xf32>) -> memref<2x3x4x5xf32> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<6x20xf32> into memref<120xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2, 3]] output_shape [2, 3, 4, 5] : memref<120xf32> into memref<2x3x4x5xf32>
  return %1 : memref<2x3x4x5xf32>
}
func.func @to_expand_b(%m: memref<6x4x5xf32>) -> memref<2x3x20xf32> {
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<6x4x5xf32> into memref<120xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] output_shape [2, 3, 20] : memref<120xf32> into memref<2x3x20xf32>
  return %1 : memref<2x3x20xf32>
}
func.func @to_expand_dyn(%m: memref<?x20xf32>, %a: index, %b: index) -> memref<?x3x4x5xf32> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<?x20xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2, 3]] output_shape [%a, 3, 4, 5] : memref<?xf32> into memref<?x3x4x5xf32>
  return %1 : memref<?x3x4x5xf32>
}
func.func @dyn_collapse(%m: memref<?x3x4x5xf32>, %a: index) -> memref<?x20xf32> {
  %0 = memref.collapse_shape %m [[0, 1, 2, 3]] : memref<?x3x4x5xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%a, 20] : memref<?xf32> into memref<?x20xf32>
  return %1 : memref<?x20xf32>
}
func.func @same(%m: memref<6x4xf32>) -> memref<6x4xf32> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  return %1 : memref<6x4xf32>
}
func.func @same_rank(%m: memref<6x4xf32>) -> memref<4x6xf32> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [4, 6] : memref<24xf32> into memref<4x6xf32>
  return %1 : memref<4x6xf32>
}
func.func @rank0_middle_collapse(%m: memref<1x1xf32>) -> memref<1xf32> {
  %0 = memref.collapse_shape %m [] : memref<1x1xf32> into memref<f32>
  %1 = memref.expand_shape %0 [] output_shape [1] : memref<f32> into memref<1xf32>
  return %1 : memref<1xf32>
}
func.func @rank0_middle_expand(%m: memref<1xf32>) -> memref<1x1x1xf32> {
  %0 = memref.collapse_shape %m [] : memref<1xf32> into memref<f32>
  %1 = memref.expand_shape %0 [] output_shape [1, 1, 1] : memref<f32> into memref<1x1x1xf32>
  return %1 : memref<1x1x1xf32>
}
func.func @unit_dims(%m: memref<6x1x4x1xf32>) -> memref<6x4xf32> {
  %0 = memref.collapse_shape %m [[0, 1, 2, 3]] : memref<6x1x4x1xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  return %1 : memref<6x4xf32>
}
func.func @ambiguous(%m: memref<?x2x?xf32>, %a: index, %b: index) -> memref<?x?xf32> {
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<?x2x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [%a, %b] : memref<?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func.func @two_dynamic_kept(%m: memref<?x?x6xf32>, %a: index, %b: index) -> memref<?x?x2x3xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<?x?x6xf32> into memref<?x6xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2, 3]] output_shape [%a, %b, 2, 3] : memref<?x6xf32> into memref<?x?x2x3xf32>
  return %1 : memref<?x?x2x3xf32>
}
func.func @one_dynamic_kept(%m: memref<?x3x6xf32>, %a: index) -> memref<?x3x2x3xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<?x3x6xf32> into memref<?x6xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2, 3]] output_shape [%a, 3, 2, 3] : memref<?x6xf32> into memref<?x3x2x3xf32>
  return %1 : memref<?x3x2x3xf32>
}
func.func @mixed_directions(%m: memref<6x2x3xf32>) -> memref<2x3x6xf32> {
  %0 = memref.collapse_shape %m [[0], [1, 2]] : memref<6x2x3xf32> into memref<6x6xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [2, 3, 6] : memref<6x6xf32> into memref<2x3x6xf32>
  return %1 : memref<2x3x6xf32>
}
func.func @strided(%m: memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>>) -> memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>> into memref<6x4xf32, strided<[4, 1], offset: 5>>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32, strided<[4, 1], offset: 5>> into memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>>
  return %1 : memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>>
}
func.func @strided_other(%m: memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>>) -> memref<6x2x2xf32, strided<[4, 2, 1], offset: 5>> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>> into memref<6x4xf32, strided<[4, 1], offset: 5>>
  %1 = memref.expand_shape %0 [[0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xf32, strided<[4, 1], offset: 5>> into memref<6x2x2xf32, strided<[4, 2, 1], offset: 5>>
  return %1 : memref<6x2x2xf32, strided<[4, 2, 1], offset: 5>>
}
