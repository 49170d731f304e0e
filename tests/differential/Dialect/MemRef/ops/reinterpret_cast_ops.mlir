// RUN:
// RUN: --mlir-print-op-generic
// memref.reinterpret_cast: static and dynamic offset, sizes and strides,
// unranked sources, memory spaces.
func.func @reinterpret(%m: memref<4x4xf32>, %u: memref<*xf32>, %o: index, %s: index, %g: memref<?xi8, 1>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [16], strides: [1] : memref<4x4xf32> to memref<16xf32>
  %1 = memref.reinterpret_cast %m to offset: [%o], sizes: [%s, 4], strides: [4, 1] : memref<4x4xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  %2 = memref.reinterpret_cast %u to offset: [2], sizes: [2, 3], strides: [%s, %s] : memref<*xf32> to memref<2x3xf32, strided<[?, ?], offset: 2>>
  %3 = memref.reinterpret_cast %g to offset: [0], sizes: [], strides: [] {x} : memref<?xi8, 1> to memref<i8, 1>
  %4 = memref.reinterpret_cast %m to offset: [1], sizes: [2, 2], strides: [8, 2] : memref<4x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return
}
