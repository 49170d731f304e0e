// RUN: --finalize-memref-to-llvm
func.func @copy(%a: memref<4x5xf32>, %b: memref<4x5xf32>, %c: memref<?xi8>, %d: memref<?xi8>) {
  memref.copy %a, %b : memref<4x5xf32> to memref<4x5xf32>
  memref.copy %c, %d : memref<?xi8> to memref<?xi8>
  return
}
func.func @offset(%a: memref<2x3xf32, strided<[3, 1], offset: 5>>, %b: memref<2x3xf32>) {
  memref.copy %a, %b : memref<2x3xf32, strided<[3, 1], offset: 5>> to memref<2x3xf32>
  return
}
