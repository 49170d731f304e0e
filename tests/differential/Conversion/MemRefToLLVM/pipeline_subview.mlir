// RUN: --expand-strided-metadata --lower-affine --finalize-memref-to-llvm
func.func @subview(%m: memref<8x8xf32>, %i: index, %j: index) -> f32 {
  %0 = memref.subview %m[%i, 1][4, 3][1, 2] : memref<8x8xf32> to memref<4x3xf32, strided<[8, 2], offset: ?>>
  %1 = memref.load %0[%j, %j] : memref<4x3xf32, strided<[8, 2], offset: ?>>
  return %1 : f32
}
