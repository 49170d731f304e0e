// RUN: --convert-func-to-llvm=use-bare-ptr-memref-call-conv
// RUN: '--convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 index-bitwidth=32'
func.func @static(%m: memref<4x8xf32>, %x: f32) -> memref<4x8xf32> {
  return %m : memref<4x8xf32>
}
func.func @rank0(%m: memref<f32>) -> memref<f32> {
  return %m : memref<f32>
}
func.func @strided(%m: memref<4xf32, strided<[2], offset: 3>>) -> memref<4xf32, strided<[2], offset: 3>> {
  return %m : memref<4xf32, strided<[2], offset: 3>>
}
func.func @unused(%m: memref<2xi8>) {
  return
}
func.func @space(%m: memref<2xf32, 3>) -> memref<2xf32, 3> {
  return %m : memref<2xf32, 3>
}
