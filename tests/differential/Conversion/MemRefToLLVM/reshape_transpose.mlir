// RUN: --finalize-memref-to-llvm
func.func @reshape(%m: memref<8xf32>, %s: memref<2xindex>) -> memref<2x4xf32> {
  %0 = memref.reshape %m(%s) : (memref<8xf32>, memref<2xindex>) -> memref<2x4xf32>
  return %0 : memref<2x4xf32>
}
func.func @transpose(%m: memref<?x4xf32>) -> memref<4x?xf32, strided<[1, 4]>> {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x4xf32> to memref<4x?xf32, strided<[1, 4]>>
  return %0 : memref<4x?xf32, strided<[1, 4]>>
}
