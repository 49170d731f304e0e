// RUN: --canonicalize
// RUN: --canonicalize --mlir-print-op-generic
func.func @dyn_result(%m: memref<6x4xf32>, %a: index) -> memref<?x3x4xf32> {
  %c = memref.cast %m : memref<6x4xf32> to memref<?x4xf32>
  %e = memref.expand_shape %c [[0, 1], [2]] output_shape [%a, 3, 4] : memref<?x4xf32> into memref<?x3x4xf32>
  return %e : memref<?x3x4xf32>
}
func.func @layout(%m: memref<6x4xf32>) -> memref<2x3x4xf32, strided<[?, ?, 1], offset: ?>> {
  %c = memref.cast %m : memref<6x4xf32> to memref<6x4xf32, strided<[?, 1], offset: ?>>
  %e = memref.expand_shape %c [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32, strided<[?, 1], offset: ?>> into memref<2x3x4xf32, strided<[?, ?, 1], offset: ?>>
  return %e : memref<2x3x4xf32, strided<[?, ?, 1], offset: ?>>
}
func.func @strided_source(%m: memref<6x4xf32, strided<[8, 1], offset: 3>>) -> memref<2x3x4xf32, strided<[?, ?, 1], offset: ?>> {
  %c = memref.cast %m : memref<6x4xf32, strided<[8, 1], offset: 3>> to memref<6x4xf32, strided<[?, 1], offset: ?>>
  %e = memref.expand_shape %c [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32, strided<[?, 1], offset: ?>> into memref<2x3x4xf32, strided<[?, ?, 1], offset: ?>>
  return %e : memref<2x3x4xf32, strided<[?, ?, 1], offset: ?>>
}
func.func @gains_information(%m: memref<6x4xf32, strided<[?, 1], offset: ?>>) -> memref<2x3x4xf32> {
  %c = memref.cast %m : memref<6x4xf32, strided<[?, 1], offset: ?>> to memref<6x4xf32>
  %e = memref.expand_shape %c [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  return %e : memref<2x3x4xf32>
}
func.func @dynamic_both(%m: memref<?x4xf32>, %a: index) -> memref<?x3x4xf32, strided<[?, ?, 1], offset: ?>> {
  %c = memref.cast %m : memref<?x4xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %e = memref.expand_shape %c [[0, 1], [2]] output_shape [%a, 3, 4] : memref<?x4xf32, strided<[?, 1], offset: ?>> into memref<?x3x4xf32, strided<[?, ?, 1], offset: ?>>
  return %e : memref<?x3x4xf32, strided<[?, ?, 1], offset: ?>>
}
