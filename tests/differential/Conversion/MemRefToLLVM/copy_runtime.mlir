// RUN: --finalize-memref-to-llvm
func.func @strided(%c: memref<4x5xf32, strided<[10, 1]>>, %b: memref<4x5xf32>) {
  memref.copy %c, %b : memref<4x5xf32, strided<[10, 1]>> to memref<4x5xf32>
  return
}
func.func @unranked(%u: memref<*xf32>, %b: memref<4xf32>) {
  memref.copy %u, %b : memref<*xf32> to memref<4xf32>
  return
}
