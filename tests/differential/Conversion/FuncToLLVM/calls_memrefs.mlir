// RUN: --convert-func-to-llvm
func.func private @take(memref<?x4xf32>, memref<*xi32>) -> memref<2xf32>
func.func @caller(%m: memref<?x4xf32>, %u: memref<*xi32>) -> memref<2xf32> {
  %r = call @take(%m, %u) : (memref<?x4xf32>, memref<*xi32>) -> memref<2xf32>
  return %r : memref<2xf32>
}
func.func @forward(%m: memref<f32>) -> memref<f32> {
  %r = call @forward(%m) : (memref<f32>) -> memref<f32>
  return %r : memref<f32>
}
