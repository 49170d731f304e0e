// RUN: --split-input-file
// The verifiers and parse errors of affine.delinearize_index and affine.linearize_index.
func.func @a(%x: index) {
  %0:3 = affine.delinearize_index %x into (4) : index, index, index
  return
}
// -----
func.func @b(%x: index) {
  %0 = affine.delinearize_index %x into (4, 8) : index
  return
}
// -----
func.func @c(%x: index) {
  %0:2 = affine.delinearize_index %x into (0) : index, index
  return
}
// -----
func.func @d(%x: index) {
  %0:2 = affine.delinearize_index %x into (-3) : index, index
  return
}
// -----
func.func @e(%x: index) {
  %0 = affine.linearize_index [%x] by (4, 8) : index
  return
}
// -----
func.func @f(%x: index) {
  %0 = affine.linearize_index [%x, %x, %x] by (4) : index
  return
}
// -----
func.func @g(%x: index) {
  %0 = affine.linearize_index [%x, %x] by (0) : index
  return
}
// -----
func.func @h(%x: index) {
  %0:2 = "affine.delinearize_index"(%x) <{static_basis = array<i64: -9223372036854775808>}> : (index) -> (index, index)
  return
}
// -----
func.func @i(%x: index) {
  %0 = "affine.linearize_index"(%x, %x) <{operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: -9223372036854775808>}> : (index, index) -> index
  return
}
// -----
func.func @j(%x: index) {
  %0 = affine.linearize_index [%x, %x] by (4 : index
  return
}
// -----
func.func @k(%x: index) {
  %0 = affine.linearize_index [%x, %x] (4) : index
  return
}
// -----
func.func @l(%x: index) {
  %0:2 = affine.delinearize_index %x by (4) : index, index
  return
}
// -----
func.func @m(%x: i32) {
  %0:2 = affine.delinearize_index %x into (4) : i32, i32
  return
}
// -----
func.func @n(%x: index) {
  %0 = affine.linearize_index [%x, %x] by (4) : i32
  return
}
// -----
func.func @o(%x: index) {
  %0 = affine.linearize_index [%x, %x] by [4] : index
  return
}
// -----
func.func @p(%x: index) {
  %0 = affine.linearize_index [%x, %x] by (4, foo) : index
  return
}
// -----
func.func @q(%x: index) {
  %0 = "affine.linearize_index"(%x, %x) <{operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 3>}> : (index, index) -> index
  return
}
// -----
func.func @s(%x: index) {
  %0 = "affine.delinearize_index"(%x) : (index) -> index
  return
}
// -----
func.func @u(%x: index) {
  %0 = affine.linearize_index disjoint [] by () : index
  %1 = affine.linearize_index [%x] by () {foo} : index
  return
}
// -----
func.func @dyn_count(%x: index, %n: index) {
  %0:2 = "affine.delinearize_index"(%x, %n, %n) <{static_basis = array<i64: -9223372036854775808>}> : (index, index, index) -> (index, index)
  return
}
// -----
func.func @not_array(%x: index) {
  %0:2 = "affine.delinearize_index"(%x) <{static_basis = [4]}> : (index) -> (index, index)
  return
}
// -----
func.func @lin_segments(%x: index) {
  %0 = "affine.linearize_index"(%x, %x) <{operandSegmentSizes = array<i32: 1, 0>, static_basis = array<i64: 3>}> : (index, index) -> index
  return
}
// -----
func.func @lin_result_type(%x: index) {
  %0 = "affine.linearize_index"(%x, %x) <{operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 3>}> : (index, index) -> i64
  return
}
// -----
func.func @delin_result_type(%x: index) {
  %0:2 = "affine.delinearize_index"(%x) <{static_basis = array<i64: 3>}> : (index) -> (index, i32)
  return
}
// -----
func.func @delin_dyn_mixed(%x: index, %n: index) {
  %0:3 = affine.delinearize_index %x into (%n, 0) : index, index, index
  return
}
// -----
func.func @missing_types(%x: index) {
  %0:2 = affine.delinearize_index %x into (4)
  return
}
// -----
func.func @missing_disjoint_bracket(%x: index) {
  %0 = affine.linearize_index disjoint %x by (4) : index
  return
}
// -----
func.func @big(%x: index) {
  %0:2 = affine.delinearize_index %x into (99999999999999999999) : index, index
  return
}
