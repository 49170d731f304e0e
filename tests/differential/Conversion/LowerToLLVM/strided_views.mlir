// RUN: --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-arith-to-llvm --convert-cf-to-llvm --convert-index-to-llvm --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
func.func @view(%m: memref<8x8xf32>, %i: index) -> f32 {
  %sv = memref.subview %m[2, 1] [4, 3] [1, 2] : memref<8x8xf32> to memref<4x3xf32, strided<[8, 2], offset: 17>>
  %v = memref.load %sv[%i, %i] : memref<4x3xf32, strided<[8, 2], offset: 17>>
  return %v : f32
}
func.func @collapse(%m: memref<2x3xf32>) -> f32 {
  %c = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %c4 = arith.constant 4 : index
  %v = memref.load %c[%c4] : memref<6xf32>
  return %v : f32
}
