// RUN:
// RUN: --mlir-print-op-generic
// affine.delinearize_index and affine.linearize_index: static and dynamic
// basis elements, with and without the outer bound, disjoint, attributes.
func.func @delinearize(%x: index, %n: index, %m: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %x into (%n, 4, 8) : index, index, index
  %1:2 = affine.delinearize_index %x into (4) : index, index
  %2:3 = affine.delinearize_index %x into (%n, %m) : index, index, index
  %3 = affine.delinearize_index %x into () : index
  %4 = affine.delinearize_index %x into (%n) : index
  %5:4 = affine.delinearize_index %x into(16,224 , 224) : index, index, index, index
  %6:2 = affine.delinearize_index %x into (2, %m) {tag = "t"} : index, index
  return %0#0, %1#1, %2#2 : index, index, index
}

func.func @linearize(%x: index, %y: index, %z: index, %n: index) -> (index, index, index) {
  %0 = affine.linearize_index [%x, %y] by (%n, 4) : index
  %1 = affine.linearize_index disjoint [%x, %y] by (4) : index
  %2 = affine.linearize_index [] by () : index
  %3 = affine.linearize_index [%x] by () : index
  %4 = affine.linearize_index disjoint [%x, %y, %z] by (2, %n, 8) : index
  %5 = affine.linearize_index [%x,%y,%z]by(%n,%n) {tag = 1 : i32} : index
  %6 = affine.linearize_index disjoint [%x] by (%n) : index
  return %0, %1, %4 : index, index, index
}

// The generic form: `disjoint` as a unit or a boolean property.
func.func @generic(%x: index, %n: index) -> (index, index, index) {
  %0 = "affine.linearize_index"(%x, %x, %n) <{operandSegmentSizes = array<i32: 2, 1>, static_basis = array<i64: -9223372036854775808, 3>}> : (index, index, index) -> index
  %1 = "affine.linearize_index"(%x, %x) <{disjoint = true, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 3>}> : (index, index) -> index
  %2 = "affine.linearize_index"(%x, %x) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 3>}> : (index, index) -> index
  %3 = "affine.linearize_index"(%x, %x) <{disjoint, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 3>}> : (index, index) -> index
  %4:2 = "affine.delinearize_index"(%x, %n) <{static_basis = array<i64: -9223372036854775808>}> : (index, index) -> (index, index)
  return %0, %1, %4#1 : index, index, index
}

// Results feeding each other, names of the uses.
func.func @chain(%x: index) -> index {
  %d:3 = affine.delinearize_index %x into (2, 3, 4) : index, index, index
  %l = affine.linearize_index [%d#2, %d#0, %d#1] by (4, 2, 3) : index
  %e:2 = affine.delinearize_index %l into (6) : index, index
  return %e#1 : index
}
