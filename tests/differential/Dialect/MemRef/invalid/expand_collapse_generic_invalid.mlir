// RUN: --split-input-file
// memref.expand_shape and memref.collapse_shape in the generic form:
// output shapes that disagree with their values, ranks, groups.
func.func @f(%m: memref<?x4xf32>, %n: index) {
  %0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 2, 4>}> : (memref<?x4xf32>) -> memref<?x2x4xf32>
  return
}
// -----
func.func @f(%m: memref<?x4xf32>, %n: index) {
  %0 = "memref.expand_shape"(%m, %n, %n) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 2, 4>}> : (memref<?x4xf32>, index, index) -> memref<?x2x4xf32>
  return
}
// -----
func.func @f(%m: memref<3x4xf32>) {
  %0 = "memref.collapse_shape"(%m) <{reassociation = [[0], [1]]}> : (memref<3x4xf32>) -> memref<12xf32>
  return
}
// -----
func.func @f(%m: memref<3x4xf32>) {
  %0 = "memref.collapse_shape"(%m) <{reassociation = [[1, 0]]}> : (memref<3x4xf32>) -> memref<12xf32>
  return
}
// -----
func.func @f(%m: memref<3x4xf32>) {
  %0 = "memref.collapse_shape"(%m) <{reassociation = [[0]]}> : (memref<3x4xf32>) -> memref<3xf32>
  return
}
// -----
func.func @f(%m: memref<?x?xf32>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<?x?xf32> into memref<16xf32>
  return
}
