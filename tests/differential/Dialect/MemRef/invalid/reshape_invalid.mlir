// RUN: --split-input-file
// memref.expand_shape, memref.collapse_shape and memref.reshape: their
// verifiers.
func.func @f(%m: memref<12x4xf32>) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [3, 4, 4] : memref<12x4xf32> into memref<3x5x4xf32>
  return
}
// -----
func.func @f(%m: memref<12x4xf32>) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [3, 4, 4] : memref<12x4xf32> into memref<3x4x4xf32>
  return
}
// -----
func.func @f(%m: memref<12x4xf32>) {
  %0 = memref.expand_shape %m [[0, 2], [1]] output_shape [3, 4, 4] : memref<12x4xf32> into memref<3x4x4xf32>
  return
}
// -----
func.func @f(%m: memref<12x4xf32>) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [3, 5, 4] : memref<12x4xf32> into memref<3x4x4xf32>
  return
}
// -----
func.func @f(%m: memref<12x4xf32>) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [3, 4] : memref<12x4xf32> into memref<3x4x4xf32>
  return
}
// -----
func.func @f(%m: memref<?x4xf32>) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [3, 4, 4] : memref<?x4xf32> into memref<3x4x4xf32>
  return
}
// -----
func.func @f(%m: memref<6x5xf32, strided<[10, 1]>>) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 5] : memref<6x5xf32, strided<[10, 1]>> into memref<2x3x5xf32>
  return
}
// -----
func.func @f(%m: memref<3x4x4xf32>) {
  %0 = memref.expand_shape %m [[0], [1], [2]] output_shape [3, 4, 4] : memref<3x4x4xf32> into memref<12x4xf32>
  return
}
// -----
func.func @f(%m: memref<3x4x5xf32>) {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<3x4x5xf32> into memref<12x6xf32>
  return
}
// -----
func.func @f(%m: memref<3x4x5xf32>) {
  %0 = memref.collapse_shape %m [[0, 1], [2, 3]] : memref<3x4x5xf32> into memref<12x5xf32>
  return
}
// -----
func.func @f(%m: memref<2x3x5xf32, strided<[30, 10, 1]>>) {
  %0 = memref.collapse_shape %m [[0], [1, 2]] : memref<2x3x5xf32, strided<[30, 10, 1]>> into memref<2x15xf32, strided<[30, 1]>>
  return
}
// -----
func.func @f(%m: memref<3x4x5xf32>) {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<3x4x5xf32> into memref<12x5xf32, strided<[5, 1]>>
  return
}
// -----
func.func @f(%m: memref<3x4xf32>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<3x4xf32> into memref<12x1xf32>
  return
}
// -----
func.func @f(%m: memref<2x1xf32>) {
  %0 = memref.collapse_shape %m [] : memref<2x1xf32> into memref<f32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %s: memref<3xindex>) {
  %0 = memref.reshape %m(%s) : (memref<4x4xf32>, memref<3xindex>) -> memref<2x8xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %s: memref<?xindex>) {
  %0 = memref.reshape %m(%s) : (memref<4x4xf32>, memref<?xindex>) -> memref<2x8xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %s: memref<2xindex>) {
  %0 = memref.reshape %m(%s) : (memref<4x4xf32>, memref<2xindex>) -> memref<2x8xi32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32, strided<[8, 1]>>, %s: memref<2xindex>) {
  %0 = memref.reshape %m(%s) : (memref<4x4xf32, strided<[8, 1]>>, memref<2xindex>) -> memref<2x8xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %s: memref<2xf32>) {
  %0 = memref.reshape %m(%s) : (memref<4x4xf32>, memref<2xf32>) -> memref<2x8xf32>
  return
}
