// RUN:
// RUN: --mlir-print-op-generic
// memref.cast between static and dynamic sizes, strides and offsets,
// ranked and unranked, with memory spaces; memref.memory_space_cast.
func.func @casts(%a: memref<4x8xf32>, %b: memref<?x?xf32, strided<[?, 1], offset: ?>>, %u: memref<*xf32>) {
  %0 = memref.cast %a : memref<4x8xf32> to memref<?x8xf32>
  %1 = memref.cast %a : memref<4x8xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %2 = memref.cast %b : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<4x8xf32, strided<[8, 1], offset: 2>>
  %3 = memref.cast %a : memref<4x8xf32> to memref<*xf32>
  %4 = memref.cast %u : memref<*xf32> to memref<4x?xf32>
  %5 = memref.cast %a {tag} : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1]>>
  return
}

func.func @spaces(%a: memref<4xi32, 1>, %u: memref<*xi32, 2>, %s: memref<2x2xf16, strided<[4, 1], offset: 3>, "workgroup">) {
  %0 = memref.cast %a : memref<4xi32, 1> to memref<?xi32, 1>
  %1 = memref.memory_space_cast %a : memref<4xi32, 1> to memref<4xi32>
  %2 = memref.memory_space_cast %u : memref<*xi32, 2> to memref<*xi32, 3>
  %3 = memref.memory_space_cast %s : memref<2x2xf16, strided<[4, 1], offset: 3>, "workgroup"> to memref<2x2xf16, strided<[4, 1], offset: 3>>
  return
}
