// RUN: --finalize-memref-to-llvm
func.func @msc(%m: memref<4x?xf32>) -> memref<4x?xf32, 1> {
  %0 = memref.memory_space_cast %m : memref<4x?xf32> to memref<4x?xf32, 1>
  return %0 : memref<4x?xf32, 1>
}
func.func @back(%m: memref<f32, 2>) -> memref<f32> {
  %0 = memref.memory_space_cast %m : memref<f32, 2> to memref<f32>
  return %0 : memref<f32>
}
