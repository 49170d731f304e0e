// RUN: --canonicalize
// RUN: --canonicalize --cse
// reinterpret_casts of views of one buffer: each reads the buffer
// directly; constants made static, then merged.
func.func @chain(%m: memref<64xf32>, %n: index) -> (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>) {
  %c8 = arith.constant 8 : index
  %c0 = arith.constant 0 : index
  %0 = memref.cast %m : memref<64xf32> to memref<?xf32>
  %1 = memref.reinterpret_cast %0 to offset: [%c0], sizes: [%c8, %c8], strides: [%c8, 1] : memref<?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %2 = memref.reinterpret_cast %1 to offset: [%c0], sizes: [%c8, %c8], strides: [%c8, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %3 = memref.subview %m[0] [32] [1] : memref<64xf32> to memref<32xf32, strided<[1]>>
  %4 = memref.reinterpret_cast %3 to offset: [%n], sizes: [%n, %n], strides: [%n, 1] : memref<32xf32, strided<[1]>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %2, %4 : memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>
}
