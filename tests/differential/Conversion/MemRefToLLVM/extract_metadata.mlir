// RUN: --finalize-memref-to-llvm
func.func @metadata(%m: memref<?x4xf32, strided<[4, 1], offset: ?>>) -> (index, index, index) {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<?x4xf32, strided<[4, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %p = memref.extract_aligned_pointer_as_index %m : memref<?x4xf32, strided<[4, 1], offset: ?>> -> index
  return %o, %s#0, %p : index, index, index
}
func.func @unranked(%u: memref<*xf32, 1>) -> index {
  %p = memref.extract_aligned_pointer_as_index %u : memref<*xf32, 1> -> index
  return %p : index
}
