// RUN: --split-input-file
// memref.transpose's verifier and memref.extract_strided_metadata's
// inferred result types.
func.func @f(%m: memref<4x8xf32>) {
  %0 = memref.transpose %m (d0, d1) -> (d0, d0) : memref<4x8xf32> to memref<8x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x8xf32>) {
  %0 = memref.transpose %m (d0, d1, d2) -> (d2, d1, d0) : memref<4x8xf32> to memref<8x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x8xf32>) {
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x8xf32>) {
  %0 = memref.transpose %m (d0, d1) -> (d0 + 1, d1) : memref<4x8xf32> to memref<8x4xf32>
  return
}
// -----
func.func @f(%m: memref<4x8xf32>) {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32, 1>, index, index, index, index, index
  return
}
// -----
func.func @f(%m: memref<4x8xf32>) {
  %b, %o, %s, %t = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index
  return
}
