// RUN: --test-single-fold
// RUN: --canonicalize --mlir-print-op-generic
// RUN: --cse
// The folders alone: constant basis values into the static basis (in
// place), single digits, constant indices; the rest stays for the patterns.
func.func @basis_in_place(%x: index, %y: index, %n: index) -> (index, index, index) {
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %0:3 = affine.delinearize_index %x into (%c3, %n, %c7) : index, index, index
  %1 = affine.linearize_index disjoint [%x, %y] by (%c3, %c7) : index
  %2 = affine.linearize_index [%x, %y, %y] by (%n, %c7) : index
  return %0#1, %1, %2 : index, index, index
}
func.func @single(%x: index, %n: index) -> (index, index, index) {
  %0 = affine.delinearize_index %x into (%n) : index
  %1 = affine.linearize_index [%x] by (%n) : index
  %2 = affine.linearize_index disjoint [] by () : index
  return %0, %1, %2 : index, index, index
}
func.func @constants() -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c250 = arith.constant 250 : index
  %0:3 = affine.delinearize_index %c250 into (6, 7) : index, index, index
  %1:2 = affine.delinearize_index %c250 into (6, 7) : index, index
  %2 = affine.linearize_index [%c4, %c0, %c4] by (5, 6, 7) : index
  return %0#0, %0#2, %1#0, %1#1, %2 : index, index, index, index, index
}
func.func @unchanged(%x: index, %y: index, %n: index) -> (index, index, index, index) {
  %c1 = arith.constant 1 : index
  %0:3 = affine.delinearize_index %x into (4, 1) : index, index, index
  %1 = affine.linearize_index [%x, %y] by (1) : index
  %2:2 = affine.delinearize_index %c1 into (%n) : index, index
  return %0#1, %1, %2#0, %2#1 : index, index, index, index
}
func.func @duplicates(%x: index) -> (index, index) {
  %0:2 = affine.delinearize_index %x into (4, 8) : index, index
  %1:2 = affine.delinearize_index %x into (4, 8) : index, index
  %2 = affine.linearize_index [%0#0, %0#1] by (4, 8) : index
  %3 = affine.linearize_index [%1#0, %1#1] by (4, 8) : index
  return %2, %3 : index, index
}
