// RUN: --finalize-memref-to-llvm
func.func @strided(%m: memref<4x5xf32, strided<[10, 2], offset: 3>>, %d: memref<?x?xi64, strided<[?, ?], offset: ?>>, %i: index, %j: index) {
  %0 = memref.load %m[%i, %j] : memref<4x5xf32, strided<[10, 2], offset: 3>>
  memref.store %0, %m[%j, %i] : memref<4x5xf32, strided<[10, 2], offset: 3>>
  %1 = memref.load %d[%i, %j] : memref<?x?xi64, strided<[?, ?], offset: ?>>
  memref.store %1, %d[%j, %i] : memref<?x?xi64, strided<[?, ?], offset: ?>>
  return
}
