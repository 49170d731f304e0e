// RUN: --expand-strided-metadata
// extract_strided_metadata of views computed from their sources: subviews (all results or some), reinterpret_casts, casts, memory space casts, assume_alignment, a base buffer.
func.func @of_subview(%m: memref<16x32xf32>, %i: index, %n: index) -> (memref<f32>, index, index, index, index, index) {
  %0 = memref.subview %m[%i, 2] [%n, 8] [2, 1] : memref<16x32xf32> to memref<?x8xf32, strided<[64, 1], offset: ?>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %0 : memref<?x8xf32, strided<[64, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %t#0, %t#1 : memref<f32>, index, index, index, index, index
}

func.func @of_subview_offset_only(%m: memref<?x?xf32>, %i: index, %j: index) -> index {
  %0 = memref.subview %m[%i, %j] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %0 : memref<4x4xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %o : index
}

func.func @of_reinterpret_cast(%m: memref<?xf32>, %o: index, %s: index) -> (index, index, index, index, index) {
  %0 = memref.reinterpret_cast %m to offset: [%o], sizes: [%s, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  %b, %off, %sz:2, %st:2 = memref.extract_strided_metadata %0 : memref<?x4xf32, strided<[4, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %off, %sz#0, %sz#1, %st#0, %st#1 : index, index, index, index, index
}

func.func @of_cast(%m: memref<4x?xf32>) -> (memref<f32>, index, index, index) {
  %0 = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %b, %s#0, %s#1, %t#0 : memref<f32>, index, index, index
}

func.func @of_memory_space_cast(%m: memref<4x?xf32, 3>) -> (memref<f32>, index) {
  %0 = memref.memory_space_cast %m : memref<4x?xf32, 3> to memref<4x?xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  return %b, %s#1 : memref<f32>, index
}

func.func @of_memory_space_cast_no_base(%m: memref<?xf32, 1>) -> index {
  %0 = memref.memory_space_cast %m : memref<?xf32, 1> to memref<?xf32, 2>
  %b, %o, %s, %t = memref.extract_strided_metadata %0 : memref<?xf32, 2> -> memref<f32, 2>, index, index, index
  return %s : index
}

func.func @of_assume_alignment(%m: memref<?x8xf32>) -> (memref<f32>, index) {
  %0 = memref.assume_alignment %m, 64 : memref<?x8xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %0 : memref<?x8xf32> -> memref<f32>, index, index, index, index, index
  return %b, %s#0 : memref<f32>, index
}

func.func @of_base_buffer(%m: memref<?x8xf32, strided<[8, 1], offset: ?>>) -> (memref<f32>, index) {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<?x8xf32, strided<[8, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %bb, %oo = memref.extract_strided_metadata %b : memref<f32> -> memref<f32>, index
  return %bb, %oo : memref<f32>, index
}

func.func @of_function_argument(%m: memref<?x8xf32>) -> (index, index) {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<?x8xf32> -> memref<f32>, index, index, index, index, index
  return %s#0, %t#0 : index, index
}
