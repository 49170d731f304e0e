// RUN: --finalize-memref-to-llvm
func.func @load_store(%m: memref<4x?xf32>, %i: index, %j: index) -> f32 {
  %0 = memref.load %m[%i, %j] : memref<4x?xf32>
  memref.store %0, %m[%j, %i] : memref<4x?xf32>
  return %0 : f32
}
func.func @rank0(%m: memref<i32>, %v: i32) -> i32 {
  %0 = memref.load %m[] : memref<i32>
  memref.store %v, %m[] : memref<i32>
  return %0 : i32
}
