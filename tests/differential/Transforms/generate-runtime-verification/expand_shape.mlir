// RUN: --generate-runtime-verification
// RUN: --generate-runtime-verification --mlir-print-op-generic
// expand_shape checks that each source dimension is a multiple of the
// static sizes of its group (read with memref.dim even when static).
func.func @one_group(%m: memref<?xf32>, %s: index) -> memref<?x4xf32> {
  %a = memref.expand_shape %m [[0, 1]] output_shape [%s, 4] : memref<?xf32> into memref<?x4xf32>
  return %a : memref<?x4xf32>
}

func.func @groups(%m: memref<?x6xf32>, %s: index) -> memref<2x?x2x3xf32> {
  %a = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [2, %s, 2, 3] : memref<?x6xf32> into memref<2x?x2x3xf32>
  return %a : memref<2x?x2x3xf32>
}

func.func @static(%m: memref<12xi32>) -> memref<3x4xi32> {
  %a = memref.expand_shape %m [[0, 1]] output_shape [3, 4] : memref<12xi32> into memref<3x4xi32>
  return %a : memref<3x4xi32>
}

func.func @unit_dims(%m: memref<?x5xf32>, %s: index) -> memref<1x?x5x1xf32> {
  %a = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [1, %s, 5, 1] : memref<?x5xf32> into memref<1x?x5x1xf32>
  return %a : memref<1x?x5x1xf32>
}
