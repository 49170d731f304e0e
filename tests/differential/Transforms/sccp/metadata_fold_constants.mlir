// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// RUN: --canonicalize
// `memref.extract_strided_metadata`'s folder gives the users of its static
// results new `arith.constant`s while it runs, unseen by the driver and
// reporting no fold; a `memref.cast` source is folded in (reported). Under
// `sccp` the constants made during the simulation stay.

func.func @metadata(%m: memref<4x8xf32>) -> (index, index, index) {
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m
      : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %sum = arith.addi %sizes#0, %strides#0 : index
  return %off, %sum, %sizes#1 : index, index, index
}

func.func @metadata_dynamic(%d: memref<?x8xf32, strided<[8, 1], offset: ?>>) -> (index, index, index) {
  %b2, %off2, %sizes2:2, %strides2:2 = memref.extract_strided_metadata %d
      : memref<?x8xf32, strided<[8, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %off2, %sizes2#0, %strides2#0 : index, index, index
}

func.func @metadata_of_cast(%m: memref<2x3xi8>) -> index {
  %c = memref.cast %m : memref<2x3xi8> to memref<?x?xi8>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %c
      : memref<?x?xi8> -> memref<i8>, index, index, index, index, index
  return %strides#0 : index
}

