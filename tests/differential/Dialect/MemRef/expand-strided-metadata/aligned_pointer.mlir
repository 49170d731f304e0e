// RUN: --expand-strided-metadata
// extract_aligned_pointer_as_index reads through subviews and reinterpret_casts, not through other views.
func.func @through_subviews(%m: memref<16x16xf32>, %i: index) -> index {
  %0 = memref.subview %m[%i, 0] [4, 16] [1, 1] : memref<16x16xf32> to memref<4x16xf32, strided<[16, 1], offset: ?>>
  %1 = memref.subview %0[1, 0] [1, 16] [1, 1] : memref<4x16xf32, strided<[16, 1], offset: ?>> to memref<16xf32, strided<[1], offset: ?>>
  %p = memref.extract_aligned_pointer_as_index %1 : memref<16xf32, strided<[1], offset: ?>> -> index
  return %p : index
}

func.func @through_reinterpret_cast(%m: memref<?xf32>) -> index {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32>
  %p = memref.extract_aligned_pointer_as_index %0 : memref<4x4xf32> -> index
  return %p : index
}

func.func @not_through(%m: memref<8x8xf32>, %n: memref<?xi8>, %s: index) -> (index, index, index) {
  %0 = memref.cast %m : memref<8x8xf32> to memref<?x8xf32>
  %p = memref.extract_aligned_pointer_as_index %0 : memref<?x8xf32> -> index
  %c0 = arith.constant 0 : index
  %1 = memref.view %n[%c0][%s] : memref<?xi8> to memref<?xf32>
  %q = memref.extract_aligned_pointer_as_index %1 : memref<?xf32> -> index
  %2 = memref.transpose %m (i, j) -> (j, i) : memref<8x8xf32> to memref<8x8xf32, strided<[1, 8]>>
  %r = memref.extract_aligned_pointer_as_index %2 : memref<8x8xf32, strided<[1, 8]>> -> index
  return %p, %q, %r : index, index, index
}
