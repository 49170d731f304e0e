// RUN: --expand-strided-metadata
// expand_shape and collapse_shape become reinterpret_casts, and their metadata is computed from their source's: static and dynamic groups, strided sources, unit dimensions, rank 0.
func.func @expand_static(%m: memref<8x6xf32>) -> memref<2x4x6xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 6] : memref<8x6xf32> into memref<2x4x6xf32>
  return %0 : memref<2x4x6xf32>
}

func.func @expand_dynamic(%m: memref<?x6xf32>, %n: index) -> memref<?x4x3x2xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%n, 4, 3, 2] : memref<?x6xf32> into memref<?x4x3x2xf32>
  return %0 : memref<?x4x3x2xf32>
}

func.func @expand_strided(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>, %a: index, %b: index) -> memref<?x8x?xf32, strided<[?, ?, 1], offset: ?>> {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%a, 8, %b] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?x8x?xf32, strided<[?, ?, 1], offset: ?>>
  return %0 : memref<?x8x?xf32, strided<[?, ?, 1], offset: ?>>
}

func.func @expand_rank0(%m: memref<f32>) -> memref<1x1xf32> {
  %0 = memref.expand_shape %m [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  return %0 : memref<1x1xf32>
}

func.func @collapse_static(%m: memref<2x4x6xf32>) -> memref<8x6xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x4x6xf32> into memref<8x6xf32>
  return %0 : memref<8x6xf32>
}

func.func @collapse_dynamic(%m: memref<?x4x?xf32>) -> memref<?xf32> {
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<?x4x?xf32> into memref<?xf32>
  return %0 : memref<?xf32>
}

func.func @collapse_unit_dims(%m: memref<1x8x1xf32, strided<[?, 1, ?], offset: ?>>) -> memref<8xf32, strided<[1], offset: ?>> {
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<1x8x1xf32, strided<[?, 1, ?], offset: ?>> into memref<8xf32, strided<[1], offset: ?>>
  return %0 : memref<8xf32, strided<[1], offset: ?>>
}

func.func @collapse_all_units(%m: memref<1x1xf32, strided<[?, ?], offset: ?>>) -> memref<1xf32, strided<[?], offset: ?>> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<1x1xf32, strided<[?, ?], offset: ?>> into memref<1xf32, strided<[?], offset: ?>>
  return %0 : memref<1xf32, strided<[?], offset: ?>>
}

func.func @collapse_to_rank0(%m: memref<1x1xf32>) -> memref<f32> {
  %0 = memref.collapse_shape %m [] : memref<1x1xf32> into memref<f32>
  return %0 : memref<f32>
}

func.func @metadata_of_expand(%m: memref<?x6xf32>, %n: index) -> (index, index, index, index) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 3, 6] : memref<?x6xf32> into memref<?x3x6xf32>
  %b, %o, %s:3, %t:3 = memref.extract_strided_metadata %0 : memref<?x3x6xf32> -> memref<f32>, index, index, index, index, index, index, index
  return %s#0, %t#0, %t#1, %o : index, index, index, index
}

func.func @metadata_of_collapse(%m: memref<?x4x?xf32>) -> (index, index) {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<?x4x?xf32> into memref<?x?xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %s#0, %t#0 : index, index
}

func.func @subview_of_collapse(%m: memref<4x?x8xf32>, %i: index) -> memref<8xf32, strided<[1], offset: ?>> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<4x?x8xf32> into memref<?x8xf32>
  %1 = memref.subview %0[%i, 0] [1, 8] [1, 1] : memref<?x8xf32> to memref<8xf32, strided<[1], offset: ?>>
  return %1 : memref<8xf32, strided<[1], offset: ?>>
}
