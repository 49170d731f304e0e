// RUN: --split-input-file
// Generic forms of the views with wrong operand and result kinds, missing
// properties, and wrong property kinds.
func.func @f(%m: tensor<4xf32>) {
  %0 = "memref.cast"(%m) : (tensor<4xf32>) -> memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<4xf32>) -> memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>) {
  %0 = "memref.collapse_shape"(%m) <{reassociation = [0, 1]}> : (memref<4x4xf32>) -> memref<16xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>) {
  %0 = "memref.transpose"(%m) <{permutation = 1 : i64}> : (memref<4x4xf32>) -> memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d1 mod 2, d0)>>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32, affine_map<(d0, d1) -> (d1 mod 2, d0)>> into memref<16xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>) {
  %0 = "memref.view"(%m) : (memref<4x4xf32>) -> memref<4xf32>
  return
}
