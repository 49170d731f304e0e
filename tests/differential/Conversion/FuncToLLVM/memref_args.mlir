// RUN: --convert-func-to-llvm
// RUN: --convert-func-to-llvm=index-bitwidth=32
func.func @static(%m: memref<4x8xf32>) -> memref<4x8xf32> {
  return %m : memref<4x8xf32>
}
func.func @dynamic(%m: memref<?x?x?xi8>) -> memref<?x?x?xi8> {
  return %m : memref<?x?x?xi8>
}
func.func @rank0(%m: memref<f64>) -> memref<f64> {
  return %m : memref<f64>
}
func.func @strided(%m: memref<4xf32, strided<[3], offset: ?>>) -> memref<4xf32, strided<[3], offset: ?>> {
  return %m : memref<4xf32, strided<[3], offset: ?>>
}
func.func @unused(%m: memref<2xf32>, %x: i32) -> i32 {
  return %x : i32
}
