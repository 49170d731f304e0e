// RUN: --generate-runtime-verification
// RUN: --generate-runtime-verification --mlir-print-op-generic
// From an unranked memref, a cast checks the rank first, then every static
// size; to an unranked memref there is nothing to check.
func.func @to_ranked(%u: memref<*xf32>) -> memref<4x8xf32, strided<[8, 1], offset: ?>> {
  %a = memref.cast %u : memref<*xf32> to memref<4x8xf32, strided<[8, 1], offset: ?>>
  return %a : memref<4x8xf32, strided<[8, 1], offset: ?>>
}

func.func @to_dynamic(%u: memref<*xi32>) -> memref<?xi32> {
  %a = memref.cast %u : memref<*xi32> to memref<?xi32>
  return %a : memref<?xi32>
}

func.func @to_rank_zero(%u: memref<*xf64>) -> memref<f64> {
  %a = memref.cast %u : memref<*xf64> to memref<f64>
  return %a : memref<f64>
}

func.func @to_unranked(%m: memref<4xf32>, %n: memref<?x?xf32>) -> (memref<*xf32>, memref<*xf32>) {
  %a = memref.cast %m : memref<4xf32> to memref<*xf32>
  %b = memref.cast %n : memref<?x?xf32> to memref<*xf32>
  return %a, %b : memref<*xf32>, memref<*xf32>
}
