// RUN: --generate-runtime-verification
// RUN: --generate-runtime-verification --mlir-print-op-generic
// A copy checks each dimension that is dynamic in its source or its target;
// fully static dimensions and unranked memrefs are not checked.
func.func @dims(%a: memref<?x4xf32>, %b: memref<3x?xf32>) {
  memref.copy %a, %b : memref<?x4xf32> to memref<3x?xf32>
  return
}

func.func @both_dynamic(%a: memref<?x?xi32>, %b: memref<?x?xi32, strided<[?, 1], offset: ?>>) {
  memref.copy %a, %b : memref<?x?xi32> to memref<?x?xi32, strided<[?, 1], offset: ?>>
  return
}

func.func @static(%a: memref<2x2xf32>, %b: memref<2x2xf32>) {
  memref.copy %a, %b : memref<2x2xf32> to memref<2x2xf32>
  return
}

func.func @unranked(%a: memref<*xf32>, %b: memref<*xf32>, %c: memref<?xf32>) {
  memref.copy %a, %b : memref<*xf32> to memref<*xf32>
  memref.copy %c, %a : memref<?xf32> to memref<*xf32>
  memref.copy %a, %c : memref<*xf32> to memref<?xf32>
  return
}
