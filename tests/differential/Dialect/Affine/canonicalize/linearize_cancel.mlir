// RUN: --canonicalize
// RUN: --canonicalize=top-down=false
// affine.linearize_index of affine.delinearize_index digits and back:
// partial runs, several runs, other users of the digits, bounds known
// only from `disjoint`, and the guards of each pattern.
func.func @two_runs(%x: index, %y: index) -> index {
  %a:3 = affine.delinearize_index %x into (2, 4, 8) : index, index, index
  %b:2 = affine.delinearize_index %y into (5, 7) : index, index
  %0 = affine.linearize_index [%a#1, %a#2, %b#0, %b#1] by (4, 8, 5, 7) : index
  return %0 : index
}
func.func @run_other_users(%x: index) -> (index, index, index) {
  %a:3 = affine.delinearize_index %x into (2, 4, 8) : index, index, index
  %0 = affine.linearize_index [%a#1, %a#2] by (4, 8) : index
  return %0, %a#1, %a#2 : index, index, index
}
func.func @run_same_delin_twice(%x: index) -> index {
  %a:4 = affine.delinearize_index %x into (2, 3, 4, 5) : index, index, index, index
  %0 = affine.linearize_index [%a#0, %a#1, %a#2, %a#3, %a#0, %a#1] by (2, 3, 4, 5, 2, 3) : index
  return %0 : index
}
func.func @run_unbounded_front(%x: index, %y: index) -> index {
  %a:3 = affine.delinearize_index %x into (4, 8) : index, index, index
  %0 = affine.linearize_index [%a#0, %a#1, %y] by (4, 16) : index
  return %0 : index
}
func.func @run_known_by_disjoint(%x: index, %y: index) -> (index, index) {
  %a:3 = affine.delinearize_index %x into (4, 8) : index, index, index
  %0 = affine.linearize_index disjoint [%y, %a#0, %a#1] by (3, 4) : index
  %1 = affine.linearize_index [%y, %a#0, %a#1] by (3, 4) : index
  return %0, %1 : index, index
}
func.func @run_mismatch(%x: index) -> index {
  %a:3 = affine.delinearize_index %x into (2, 4, 8) : index, index, index
  %0 = affine.linearize_index [%a#1, %a#2] by (4, 16) : index
  return %0 : index
}
func.func @run_reordered(%x: index) -> index {
  %a:3 = affine.delinearize_index %x into (2, 4, 8) : index, index, index
  %0 = affine.linearize_index [%a#2, %a#1] by (8, 4) : index
  return %0 : index
}
func.func @run_dynamic(%x: index, %n: index, %m: index, %y: index) -> (index, index) {
  %a:4 = affine.delinearize_index %x into (%n, 4, %m) : index, index, index, index
  %0 = affine.linearize_index [%a#1, %a#2, %a#3, %y] by (%n, 4, %m, 5) : index
  return %0, %a#0 : index, index
}
func.func @tail_outer(%x: index, %y: index, %z: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%x, %y, %z] by (5, 3, 4) : index
  %1:3 = affine.delinearize_index %0 into (5, 3, 4) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
func.func @tail_partial_outer(%x: index, %y: index, %z: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%x, %y, %z] by (5, 3, 4) : index
  %1:3 = affine.delinearize_index %0 into (3, 5, 4) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
func.func @tail_dynamic(%x: index, %y: index, %n: index) -> (index, index) {
  %0 = affine.linearize_index disjoint [%x, %y] by (%n) : index
  %1:2 = affine.delinearize_index %0 into (%n) : index, index
  return %1#0, %1#1 : index, index
}
func.func @tail_mismatch(%x: index, %y: index) -> (index, index) {
  %0 = affine.linearize_index disjoint [%x, %y] by (8) : index
  %1:2 = affine.delinearize_index %0 into (4) : index, index
  return %1#0, %1#1 : index, index
}
func.func @split_bounded(%x: index, %y: index) -> (index, index) {
  %0 = affine.linearize_index disjoint [%y, %x] by (3, 32) : index
  %1:2 = affine.delinearize_index %0 into (8, 4) : index, index
  return %1#0, %1#1 : index, index
}
func.func @split_all_unbounded(%x: index, %y: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%y, %x] by (32) : index
  %1:3 = affine.delinearize_index %0 into (8, 4) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
func.func @split_overshoot(%x: index, %y: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%y, %x] by (3, 32) : index
  %1:3 = affine.delinearize_index %0 into (6, 5, 7) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
func.func @split_dynamic(%x: index, %y: index, %n: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%y, %x] by (3, 32) : index
  %1:3 = affine.delinearize_index %0 into (%n, 8, 4) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
func.func @split_not_disjoint(%x: index, %y: index) -> (index, index, index) {
  %0 = affine.linearize_index [%y, %x] by (3, 32) : index
  %1:3 = affine.delinearize_index %0 into (3, 8, 4) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
func.func @leading_zero_unbounded(%x: index, %y: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index [%c0, %x, %y] by (3, 4) : index
  return %0 : index
}
func.func @leading_zero_alone(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index [%c0] by (%n) : index
  return %0 : index
}
func.func @unit_unbounded_first(%x: index, %y: index) -> index {
  %0 = affine.linearize_index disjoint [%x, %y] by (1) : index
  return %0 : index
}
func.func @basis_constants_mixed(%x: index, %n: index) -> (index, index, index) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %0:3 = affine.delinearize_index %x into (%c3, %n, %c5) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @lin_basis_constants(%x: index, %y: index, %z: index, %n: index) -> index {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %0 = affine.linearize_index [%x, %y, %z] by (%c3, %n, %c5) : index
  return %0 : index
}
func.func @lin_const_dynamic_basis(%n: index) -> index {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = affine.linearize_index [%c1, %c2] by (%n) : index
  return %0 : index
}
func.func @lin_const_unbounded(%n: index) -> index {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %0 = affine.linearize_index [%c9, %c2, %c3] by (5, 7) : index
  return %0 : index
}
func.func @lin_const_out_of_range() -> index {
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  %c-1 = arith.constant -1 : index
  %0 = affine.linearize_index [%c-1, %c10, %c2] by (2, 5, 7) : index
  return %0 : index
}
func.func @delin_const_big() -> (index, index, index) {
  %c = arith.constant 9223372036854775807 : index
  %0:3 = affine.delinearize_index %c into (1000, 7) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @delin_const_unit() -> (index, index, index) {
  %c = arith.constant 13 : index
  %0:3 = affine.delinearize_index %c into (1, 1, 5) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @roundtrip_chain(%x: index) -> index {
  %a:3 = affine.delinearize_index %x into (2, 3, 4) : index, index, index
  %l = affine.linearize_index disjoint [%a#0, %a#1, %a#2] by (2, 3, 4) : index
  %b:2 = affine.delinearize_index %l into (6, 4) : index, index
  %m = affine.linearize_index [%b#0, %b#1] by (6, 4) : index
  return %m : index
}
