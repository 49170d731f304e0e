// RUN: --split-input-file
// memref.subview's verifier: element type, rank, sizes, layout (offset,
// strides, rank-reduced strides), bounds, memory spaces, non-strided
// sources, the interface's list checks.

func.func @f(%m: memref<8x8xf32>) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xi32, strided<[8, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>) {
  %1 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4x1xf32, strided<[8, 1, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>) {
  %2 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x5xf32, strided<[8, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>) {
  %3 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 2>>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>) {
  %4 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[8]>>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>) {
  %5 = memref.subview %m[0, 0] [1, 4] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[8]>>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>) {
  %5 = memref.subview %m[6, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 48>>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>) {
  %5 = memref.subview %m[0, 0] [4, 4] [3, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[24, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>) {
  %5 = memref.subview %m[0, 0] [4, 4] [3, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[24, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>) {
  %5 = memref.subview %m[9, 0] [0, 4] [1, 1] : memref<8x8xf32> to memref<0x4xf32, strided<[8, 1], offset: 72>>
  return
}
// -----
func.func @f(%m: memref<8x1x1xf32>) {
  %5 = memref.subview %m[0, 0, 0] [8, 1, 1] [1, 1, 1] : memref<8x1x1xf32> to memref<8x1xf32, strided<[1, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>) {
  %0 = memref.subview %m[0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>) {
  %0 = memref.subview %m[0, 0] [4, 4] [1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>) {
  %0 = memref.subview %m[0, 0, 0] [4, 4, 4] [1, 1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>) {
  %0 = memref.subview %m[-1, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>) {
  %0 = memref.subview %m[0, 0] [4, -2] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>, %i: index) {
  %0 = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>, index) -> memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x8xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32, affine_map<(d0, d1) -> (d1, d0)>> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>, 1>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 0] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x1x8xf32>) {
  %0 = memref.subview %m[0, 0, 0] [1, 1, 8] [1, 1, 1] : memref<8x1x8xf32> to memref<8xf32, strided<[8]>>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>, %i: index) {
  %0 = memref.subview %m[0, %i] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to tensor<4x4xf32>
  return
}
