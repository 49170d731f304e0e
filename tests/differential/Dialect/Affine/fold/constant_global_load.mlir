// RUN: --test-single-fold
// RUN: --canonicalize
// affine.load from a constant memref.global folds to the element: any index of a splat, constant indices otherwise; a mutable global or a non-constant index stays.
memref.global "private" constant @splat : memref<4x4xf32> = dense<2.5>
memref.global "private" constant @table : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>
memref.global "private" @mutable : memref<2xi32> = dense<[7, 8]>
memref.global "private" constant @idx : memref<3xindex> = dense<[10, 20, 30]>
func.func @f(%i: index) -> (f32, i32, i32, i32, index, i32) {
  %0 = memref.get_global @splat : memref<4x4xf32>
  %a = affine.load %0[%i, %i + 1] : memref<4x4xf32>
  %1 = memref.get_global @table : memref<2x3xi32>
  %b = affine.load %1[1, 2] : memref<2x3xi32>
  %c = affine.load %1[%i, 0] : memref<2x3xi32>
  %2 = memref.get_global @mutable : memref<2xi32>
  %d = affine.load %2[1] : memref<2xi32>
  %3 = memref.get_global @idx : memref<3xindex>
  %e = affine.load %3[2] : memref<3xindex>
  %f = affine.load %1[0, 1] : memref<2x3xi32>
  return %a, %b, %c, %d, %e, %f : f32, i32, i32, i32, index, i32
}
