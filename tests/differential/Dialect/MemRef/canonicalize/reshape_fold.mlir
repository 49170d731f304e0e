// RUN: --canonicalize
// RUN: --canonicalize --mlir-print-op-generic
// memref.expand_shape and memref.collapse_shape: a reshape to the same
// type, the inverse of a reshape back to its source's type; a collapse of
// a cast that only loses information.
func.func @collapse_of_expand(%m: memref<12x4xf32>) -> memref<12x4xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [3, 4, 4] : memref<12x4xf32> into memref<3x4x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<3x4x4xf32> into memref<12x4xf32>
  return %1 : memref<12x4xf32>
}

func.func @expand_of_collapse(%m: memref<3x4x5xf32>) -> memref<3x4x5xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<3x4x5xf32> into memref<12x5xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [3, 4, 5] : memref<12x5xf32> into memref<3x4x5xf32>
  return %1 : memref<3x4x5xf32>
}

func.func @dynamic_round_trip(%m: memref<?x4xf32>, %n: index) -> memref<?x4xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 2, 4] : memref<?x4xf32> into memref<?x2x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x2x4xf32> into memref<?x4xf32>
  return %1 : memref<?x4xf32>
}

func.func @same_type(%m: memref<3x4xf32>) -> memref<3x4xf32> {
  %0 = memref.collapse_shape %m [[0], [1]] : memref<3x4xf32> into memref<3x4xf32>
  return %0 : memref<3x4xf32>
}

func.func @collapse_of_cast(%m: memref<3x4x5xf32>) -> memref<?x5xf32> {
  %0 = memref.cast %m : memref<3x4x5xf32> to memref<?x4x5xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x4x5xf32> into memref<?x5xf32>
  return %1 : memref<?x5xf32>
}

func.func @collapse_of_cast_same(%m: memref<3x4x5xf32>) -> memref<60xf32> {
  %0 = memref.cast %m : memref<3x4x5xf32> to memref<3x4x5xf32, strided<[20, 5, 1]>>
  %1 = memref.collapse_shape %0 [[0, 1, 2]] : memref<3x4x5xf32, strided<[20, 5, 1]>> into memref<60xf32, strided<[1]>>
  %2 = memref.cast %1 : memref<60xf32, strided<[1]>> to memref<60xf32>
  return %2 : memref<60xf32>
}
