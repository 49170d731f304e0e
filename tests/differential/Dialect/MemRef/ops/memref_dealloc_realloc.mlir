// RUN:
// RUN: --mlir-print-op-generic
// memref.dealloc of ranked and unranked memrefs; memref.realloc with and
// without its dynamic size and alignment.

func.func @dealloc(%a: memref<4xf32>, %u: memref<*xf32, 2>, %b: memref<?x?xf32, strided<[?, 1], offset: ?>>) {
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %u : memref<*xf32, 2>
  memref.dealloc %b : memref<?x?xf32, strided<[?, 1], offset: ?>>
  return
}

func.func @realloc(%src: memref<64xf32>, %d: memref<?xi8, 1>, %n: index) -> (memref<124xf32>, memref<?xi8, 1>) {
  %0 = memref.realloc %src : memref<64xf32> to memref<124xf32>
  %1 = memref.realloc %d(%n) : memref<?xi8, 1> to memref<?xi8, 1>
  %2 = memref.realloc %1 {alignment = 8} : memref<?xi8, 1> to memref<16xi8, 1>
  %3 = memref.realloc %2(%n) {alignment = 16 : i64, note} : memref<16xi8, 1> to memref<?xi8, 1>
  return %0, %3 : memref<124xf32>, memref<?xi8, 1>
}
