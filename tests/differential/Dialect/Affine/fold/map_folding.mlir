// RUN: --test-single-fold
// RUN: --canonicalize
// The folders of affine.apply, affine.min and affine.max alone: a map that is one of its inputs, constant operands evaluated (division by zero is poison), partial folds of min/max maps in place.
func.func @apply(%a: index, %b: index) -> (index, index, index, index, index) {
  %c6 = arith.constant 6 : index
  %c-4 = arith.constant -4 : index
  %0 = affine.apply affine_map<(d0, d1) -> (d1)>(%a, %b)
  %1 = affine.apply affine_map<(d0)[s0] -> (s0)>(%a)[%b]
  %2 = affine.apply affine_map<(d0)[s0] -> (d0 * s0 + d0 floordiv 4)>(%c6)[%c-4]
  %3 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%c-4)
  %4 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a, %c6)
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}
func.func @negative_division() -> (index, index, index, index) {
  %c-7 = arith.constant -7 : index
  %c2 = arith.constant 2 : index
  %c-2 = arith.constant -2 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%c-7)[%c2]
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%c-7)[%c2]
  %2 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%c-7)[%c-2]
  %3 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%c-7)[%c-2]
  return %0, %1, %2, %3 : index, index, index, index
}
func.func @poison() -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c9 = arith.constant 9 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%c9)[%c0]
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%c9)[%c0]
  %2 = affine.min affine_map<(d0)[s0] -> (d0 mod s0, 3)>(%c9)[%c0]
  return %0, %1, %2 : index, index, index
}
func.func @min_max(%a: index, %b: index) -> (index, index, index, index, index) {
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %0 = affine.min affine_map<(d0, d1) -> (d0 * 2, d1 - 1, 20)>(%c3, %c8)
  %1 = affine.max affine_map<(d0, d1) -> (d0 * 2, d1 - 1, 20)>(%c3, %c8)
  %2 = affine.min affine_map<(d0)[s0] -> (d0, s0 * 4)>(%a)[%c8]
  %3 = affine.max affine_map<(d0)[s0] -> (d0)>(%b)[%a]
  %4 = affine.min affine_map<()[s0] -> (s0)>()[%a]
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}
