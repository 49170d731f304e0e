// RUN: --expand-strided-metadata --lower-affine --finalize-memref-to-llvm
func.func @shapes(%m: memref<2x3xf32>, %i: index) -> f32 {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [3, 2] : memref<6xf32> into memref<3x2xf32>
  %2 = memref.load %1[%i, %i] : memref<3x2xf32>
  return %2 : f32
}
