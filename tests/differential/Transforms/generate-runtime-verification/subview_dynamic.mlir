// RUN: --generate-runtime-verification
// RUN: --generate-runtime-verification --mlir-print-debuginfo
// Subviews with dynamic offsets, sizes and strides (the values themselves
// are compared), of strided sources, and rank-reducing ones (every source
// dimension is checked).
func.func @dynamic(%m: memref<?x?xf32>, %o: index, %s: index, %t: index) -> memref<?x3xf32, strided<[?, ?], offset: ?>> {
  %v = memref.subview %m[%o, 2][%s, 3][1, %t] : memref<?x?xf32> to memref<?x3xf32, strided<[?, ?], offset: ?>>
  return %v : memref<?x3xf32, strided<[?, ?], offset: ?>>
}

func.func @strided_source(%m: memref<16xf32, strided<[2], offset: ?>>, %o: index) -> memref<4xf32, strided<[6], offset: ?>> {
  %v = memref.subview %m[%o][4][3] : memref<16xf32, strided<[2], offset: ?>> to memref<4xf32, strided<[6], offset: ?>>
  return %v : memref<4xf32, strided<[6], offset: ?>>
}

func.func @rank_reducing(%m: memref<4x?x8xi8>, %i: index) -> memref<8xi8, strided<[1], offset: ?>> {
  %v = memref.subview %m[1, %i, 0][1, 1, 8][1, 1, 1] : memref<4x?x8xi8> to memref<8xi8, strided<[1], offset: ?>>
  return %v : memref<8xi8, strided<[1], offset: ?>>
}

func.func @loads_scf(%c: i1) {
  scf.if %c {
  }
  return
}
