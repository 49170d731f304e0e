// RUN: --split-input-file
// memref.subview result layouts that are not the inferred one: strides of
// a rank-reduced result, dynamic against static, offsets.
func.func @f(%m: memref<4x1x8xf32>) {
  %0 = memref.subview %m[0, 0, 0] [4, 1, 8] [1, 1, 1] : memref<4x1x8xf32> to memref<4x8xf32, strided<[8, 2]>>
  return
}
// -----
func.func @f(%m: memref<?x?xf32>, %i: index) {
  %0 = memref.subview %m[%i, 0] [2, 2] [1, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[4, 1], offset: ?>>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>, %s: index) {
  %0 = memref.subview %m[0, 0] [2, 2] [%s, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x8xf32, strided<[8, 1], offset: ?>>) {
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<8x8xf32, strided<[8, 1], offset: ?>> to memref<2x2xf32, strided<[8, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>) {
  %0 = memref.subview %m[0, 0] [1, 1] [1, 1] : memref<8x8xf32> to memref<1xf32, strided<[2]>>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>) {
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>) -> memref<2x2xf32>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>, %i: i32) {
  %0 = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>, i32) -> memref<2x2xf32, strided<[8, 1], offset: ?>>
  return
}
