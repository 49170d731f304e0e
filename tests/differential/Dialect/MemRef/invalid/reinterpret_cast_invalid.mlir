// RUN: --split-input-file
// memref.reinterpret_cast's verifier.
func.func @f(%m: memref<16xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32, 1>
  return
}
// -----
func.func @f(%m: memref<16xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xi32>
  return
}
// -----
func.func @f(%m: memref<16xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 8], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<16xf32>, %s: index) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, %s], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<16xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [2], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<16xf32>, %o: index) {
  %0 = memref.reinterpret_cast %m to offset: [%o], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32, strided<[4, 1], offset: 3>>
  return
}
// -----
func.func @f(%m: memref<16xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [8, 1] : memref<16xf32> to memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<16xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d1 floordiv 2, d0)>>
  return
}
// -----
func.func @f(%m: memref<16xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0, 0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<16xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<16xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, -4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  return
}
