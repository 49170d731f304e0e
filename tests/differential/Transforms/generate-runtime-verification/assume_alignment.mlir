// RUN: --generate-runtime-verification
// RUN: --generate-runtime-verification --mlir-print-op-generic
// assume_alignment checks that the aligned pointer is a multiple of the
// alignment.
func.func @align(%m: memref<?xf32>, %n: memref<4x4xi16, 3>) -> (memref<?xf32>, memref<4x4xi16, 3>) {
  %a = memref.assume_alignment %m, 16 : memref<?xf32>
  %b = memref.assume_alignment %n, 64 : memref<4x4xi16, 3>
  %c = memref.assume_alignment %a, 1 : memref<?xf32>
  return %c, %b : memref<?xf32>, memref<4x4xi16, 3>
}

func.func @strided(%m: memref<?xf32, strided<[2], offset: ?>>) -> memref<?xf32, strided<[2], offset: ?>> {
  %a = memref.assume_alignment %m, 4096 : memref<?xf32, strided<[2], offset: ?>>
  return %a : memref<?xf32, strided<[2], offset: ?>>
}
