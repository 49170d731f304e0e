// RUN: --finalize-memref-to-llvm
func.func @ranked(%m: memref<?xf32>, %o: index, %s: index) -> memref<?x4xf32, strided<[4, 1], offset: ?>> {
  %0 = memref.reinterpret_cast %m to offset: [%o], sizes: [%s, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  return %0 : memref<?x4xf32, strided<[4, 1], offset: ?>>
}
func.func @unranked(%m: memref<*xf32>, %t: index) -> memref<2x4xf32, strided<[?, 1]>> {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [2, 4], strides: [%t, 1] : memref<*xf32> to memref<2x4xf32, strided<[?, 1]>>
  return %0 : memref<2x4xf32, strided<[?, 1]>>
}
func.func @rank0(%m: memref<4xi8>) -> memref<i8, strided<[], offset: 2>> {
  %0 = memref.reinterpret_cast %m to offset: [2], sizes: [], strides: [] : memref<4xi8> to memref<i8, strided<[], offset: 2>>
  return %0 : memref<i8, strided<[], offset: 2>>
}
