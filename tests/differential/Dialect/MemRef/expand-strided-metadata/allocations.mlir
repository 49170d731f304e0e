// RUN: --expand-strided-metadata
// extract_strided_metadata of alloc, alloca and get_global: row-major strides from static and dynamic sizes, the base buffer reinterpreted only when used, layouts that are not the identity left alone.
memref.global "private" constant @table : memref<3x5x7xi16> = dense<0>
memref.global "private" @flat : memref<6xf32>

func.func @alloc_static() -> (memref<f32>, index, index, index, index, index) {
  %a = memref.alloc() : memref<4x8xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %t#0, %t#1 : memref<f32>, index, index, index, index, index
}

func.func @alloc_dynamic(%n: index, %k: index) -> (index, index, index, index) {
  %a = memref.alloc(%n, %k) : memref<?x4x?xf32>
  %b, %o, %s:3, %t:3 = memref.extract_strided_metadata %a : memref<?x4x?xf32> -> memref<f32>, index, index, index, index, index, index, index
  return %s#0, %t#0, %t#1, %t#2 : index, index, index, index
}

func.func @alloca_dynamic(%n: index) -> (memref<i8>, index, index) {
  %a = memref.alloca(%n) : memref<2x?x3xi8>
  %b, %o, %s:3, %t:3 = memref.extract_strided_metadata %a : memref<2x?x3xi8> -> memref<i8>, index, index, index, index, index, index, index
  return %b, %t#0, %s#1 : memref<i8>, index, index
}

func.func @alloc_rank0() -> (memref<f64>, index) {
  %a = memref.alloc() : memref<f64>
  %b, %o = memref.extract_strided_metadata %a : memref<f64> -> memref<f64>, index
  return %b, %o : memref<f64>, index
}

func.func @alloc_strided_layout() -> index {
  %a = memref.alloc() : memref<4x4xf32, strided<[8, 1]>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<4x4xf32, strided<[8, 1]>> -> memref<f32>, index, index, index, index, index
  return %t#0 : index
}

func.func @global_static() -> (memref<i16>, index, index, index) {
  %g = memref.get_global @table : memref<3x5x7xi16>
  %b, %o, %s:3, %t:3 = memref.extract_strided_metadata %g : memref<3x5x7xi16> -> memref<i16>, index, index, index, index, index, index, index
  return %b, %s#1, %t#0, %t#1 : memref<i16>, index, index, index
}

func.func @global_unused_base() -> index {
  %g = memref.get_global @flat : memref<6xf32>
  %b, %o, %s, %t = memref.extract_strided_metadata %g : memref<6xf32> -> memref<f32>, index, index, index
  return %s : index
}

func.func @subview_of_alloc(%i: index, %n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %a = memref.alloc(%n) : memref<?x16xf32>
  %0 = memref.subview %a[%i, 2] [1, 8] [1, 1] : memref<?x16xf32> to memref<8xf32, strided<[1], offset: ?>>
  %1 = memref.cast %0 : memref<8xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  return %1 : memref<?xf32, strided<[1], offset: ?>>
}
