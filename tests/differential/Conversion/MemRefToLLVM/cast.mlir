// RUN: --finalize-memref-to-llvm
func.func @to_unranked(%m: memref<4xf32>) -> memref<*xf32> {
  %0 = memref.cast %m : memref<4xf32> to memref<*xf32>
  return %0 : memref<*xf32>
}
func.func @from_unranked(%u: memref<*xf32>) -> memref<4xf32> {
  %0 = memref.cast %u : memref<*xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}
func.func @ranked(%m: memref<4xf32>) -> memref<?xf32> {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}
