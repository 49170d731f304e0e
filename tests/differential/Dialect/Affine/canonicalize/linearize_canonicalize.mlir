// RUN: --canonicalize
// The folders and canonicalization patterns of affine.delinearize_index and affine.linearize_index.
func.func @delin_unit(%x: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %x into (4, 1, 8) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @delin_unit_outer(%x: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %x into (1, 4, 8) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @delin_all_unit(%x: index) -> (index, index) {
  %0:2 = affine.delinearize_index %x into (1, 1) : index, index
  return %0#0, %0#1 : index, index
}
func.func @delin_unit_no_outer(%x: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %x into (1, 1) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @delin_cst_basis(%x: index, %n: index) -> (index, index, index) {
  %c4 = arith.constant 4 : index
  %0:3 = affine.delinearize_index %x into (%n, %c4) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @delin_single(%x: index, %n: index) -> index {
  %0 = affine.delinearize_index %x into (%n) : index
  return %0 : index
}
func.func @delin_empty(%x: index) -> index {
  %0 = affine.delinearize_index %x into () : index
  return %0 : index
}
func.func @delin_const() -> (index, index, index) {
  %c = arith.constant 77 : index
  %0:3 = affine.delinearize_index %c into (3, 8) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @delin_const_neg() -> (index, index, index) {
  %c = arith.constant -77 : index
  %0:3 = affine.delinearize_index %c into (3, 8) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @delin_const_outer() -> (index, index, index) {
  %c = arith.constant 77 : index
  %0:3 = affine.delinearize_index %c into (2, 3, 8) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @delin_const_dyn(%n: index) -> (index, index) {
  %c = arith.constant 77 : index
  %0:2 = affine.delinearize_index %c into (%n) : index, index
  return %0#0, %0#1 : index, index
}
func.func @lin_zero_inputs() -> index {
  %0 = affine.linearize_index [] by () : index
  return %0 : index
}
func.func @lin_one(%x: index, %n: index) -> (index, index) {
  %0 = affine.linearize_index [%x] by () : index
  %1 = affine.linearize_index [%x] by (%n) : index
  return %0, %1 : index, index
}
func.func @lin_const() -> (index, index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %0 = affine.linearize_index [%c1, %c2] by (3) : index
  %1 = affine.linearize_index [%c1, %c2, %c5] by (7, 3, 8) : index
  %2 = affine.linearize_index [%c5, %c2, %c1] by (3, 8) : index
  return %0, %1, %2 : index, index, index
}
func.func @lin_cst_basis(%x: index, %y: index, %n: index) -> index {
  %c4 = arith.constant 4 : index
  %0 = affine.linearize_index [%x, %y] by (%n, %c4) : index
  return %0 : index
}
func.func @lin_leading_zero(%x: index, %y: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index [%c0, %x, %y] by (2, 3, 4) : index
  %1 = affine.linearize_index disjoint [%c0, %x, %y] by (3, 4) : index
  return %0, %1 : index, index
}
func.func @lin_unit_disjoint(%x: index, %y: index, %z: index) -> (index, index) {
  %0 = affine.linearize_index disjoint [%x, %y, %z] by (4, 1, 8) : index
  %1 = affine.linearize_index [%x, %y, %z] by (4, 1, 8) : index
  return %0, %1 : index, index
}
func.func @lin_unit_zero(%x: index, %z: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index [%x, %c0, %z] by (4, 1, 8) : index
  return %0 : index
}
func.func @lin_all_unit(%x: index, %y: index) -> index {
  %0 = affine.linearize_index disjoint [%x, %y] by (1, 1) : index
  return %0 : index
}
func.func @cancel_exact(%x: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%x, %x, %x] by (2, 3, 4) : index
  %1:3 = affine.delinearize_index %0 into (2, 3, 4) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
func.func @cancel_not_disjoint(%x: index, %y: index) -> (index, index) {
  %0 = affine.linearize_index [%x, %y] by (3, 4) : index
  %1:2 = affine.delinearize_index %0 into (3, 4) : index, index
  return %1#0, %1#1 : index, index
}
func.func @cancel_tail(%x: index, %y: index, %z: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%x, %y, %z] by (5, 3, 4) : index
  %1:3 = affine.delinearize_index %0 into (15, 4) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
func.func @lin_of_delin(%x: index) -> index {
  %0:3 = affine.delinearize_index %x into (2, 3, 4) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2] by (2, 3, 4) : index
  return %1 : index
}
func.func @lin_of_delin_no_outer(%x: index) -> index {
  %0:3 = affine.delinearize_index %x into (3, 4) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2] by (3, 4) : index
  return %1 : index
}
func.func @split(%x: index, %y: index, %z: index) -> (index, index, index, index) {
  %0 = affine.linearize_index disjoint [%z, %y, %x] by (3, 2, 32) : index
  %1:4 = affine.delinearize_index %0 into (2, 3, 8, 4) : index, index, index, index
  return %1#0, %1#1, %1#2, %1#3 : index, index, index, index
}
func.func @portion(%x: index, %y: index) -> (index, index) {
  %0:3 = affine.delinearize_index %x into (2, 4, 8) : index, index, index
  %1 = affine.linearize_index [%0#1, %0#2, %y] by (4, 8, 16) : index
  return %1, %0#0 : index, index
}
func.func @portion_dyn(%x: index, %n: index, %m: index) -> index {
  %0:3 = affine.delinearize_index %x into (%n, %m) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2] by (%n, %m) : index
  return %1 : index
}
func.func @portion_dyn_prod(%x: index, %n: index, %m: index, %y: index) -> (index, index) {
  %0:3 = affine.delinearize_index %x into (2, %n, %m) : index, index, index
  %1 = affine.linearize_index [%0#1, %0#2, %y] by (%n, %m, 3) : index
  return %1, %0#0 : index, index
}
