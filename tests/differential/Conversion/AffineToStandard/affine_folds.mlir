// RUN: --lower-affine
// The conversion folds affine ops before lowering them: affine.apply and affine.min/max of constants, loops that never run, bounds of constants, loads through memref.cast, compositions of affine.apply. A use of an op folded away still sees that op, not the constant it became, until the conversion ends (so `@folded_producer` expands its affine.apply over `%c8`).
func.func @apply_constants(%a: index) -> (index, index, index) {
  %c3 = arith.constant 3 : index
  %0 = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%c3)
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%a)[%c3]
  %2 = affine.apply affine_map<(d0) -> (d0)>(%a)
  return %0, %1, %2 : index, index, index
}
func.func @min_max_constants(%a: index) -> (index, index) {
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %0 = affine.min affine_map<(d0, d1) -> (d0 + 1, d1 - 2, 10)>(%c3, %c9)
  %1 = affine.max affine_map<(d0)[s0] -> (d0, s0 * 2)>(%a)[%c9]
  return %0, %1 : index, index
}
func.func @loops(%m: memref<16xf32>, %x: f32) -> f32 {
  affine.for %i = 5 to 5 {
    affine.store %x, %m[%i] : memref<16xf32>
  }
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  affine.for %i = %c2 to %c8 {
    affine.store %x, %m[%i] : memref<16xf32>
  }
  %r = affine.for %i = 8 to 4 iter_args(%s = %x) -> (f32) {
    %y = arith.addf %s, %s : f32
    affine.yield %y : f32
  }
  return %r : f32
}
func.func @cast_load(%m: memref<16xf32>, %i: index) -> f32 {
  %0 = memref.cast %m : memref<16xf32> to memref<?xf32>
  %v = affine.load %0[%i + 1] : memref<?xf32>
  affine.store %v, %0[%i] : memref<?xf32>
  return %v : f32
}
func.func @composed(%m: memref<64xf32>, %n: index) {
  affine.for %i = 0 to 8 {
    %0 = affine.apply affine_map<(d0) -> (d0 * 8)>(%i)
    %v = affine.load %m[%0 + 1] : memref<64xf32>
    affine.store %v, %m[%0] : memref<64xf32>
  }
  return
}
func.func @folded_producer(%a: index) -> (index, index) {
  %c2 = arith.constant 2 : index
  %0 = affine.apply affine_map<() -> (8)>()
  %1 = affine.apply affine_map<(d0) -> (d0 + 4 + d0)>(%0)
  %2 = affine.max affine_map<(d0)[s0] -> (d0 * 2, s0)>(%c2)[%0]
  return %1, %2 : index, index
}
