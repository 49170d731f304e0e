// RUN: --split-input-file
// memref.cast and memref.memory_space_cast: incompatible types.
func.func @f(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<4xi32>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<8xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<4x1xf32>
  return
}
// -----
func.func @f(%m: memref<*xf32>) {
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32, 1>) {
  %0 = memref.cast %m : memref<4xf32, 1> to memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32, strided<[2], offset: 1>>) {
  %0 = memref.cast %m : memref<4xf32, strided<[2], offset: 1>> to memref<4xf32, strided<[1], offset: 1>>
  return
}
// -----
func.func @f(%m: memref<4xf32, strided<[2], offset: 1>>) {
  %0 = memref.cast %m : memref<4xf32, strided<[2], offset: 1>> to memref<4xf32, strided<[?], offset: 3>>
  return
}
// -----
func.func @f(%m: memref<*xf32>) {
  %0 = memref.cast %m : memref<*xf32> to memref<4xi8>
  return
}
// -----
func.func @f(%m: memref<4xf32, 1>) {
  %0 = memref.memory_space_cast %m : memref<4xf32, 1> to memref<8xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32, 1>) {
  %0 = memref.memory_space_cast %m : memref<4xf32, 1> to memref<*xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32, 1>) {
  %0 = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32, strided<[1]>>
  return
}
// -----
func.func @f(%m: memref<4xf32, 1>) {
  %0 = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xi32>
  return
}
