// RUN: --generate-runtime-verification
// RUN: --generate-runtime-verification --mlir-print-op-generic
// A cast between ranked memrefs checks each static size of the result that
// the source does not know, and the result's static offset and strides,
// read from the source cast to a fully dynamic strided layout.
func.func @sizes(%m: memref<?x?xf32>) -> memref<4x?xf32> {
  %a = memref.cast %m : memref<?x?xf32> to memref<4x?xf32>
  return %a : memref<4x?xf32>
}

func.func @to_dynamic(%m: memref<4x8xf32>) -> memref<?x?xf32> {
  %a = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  return %a : memref<?x?xf32>
}

func.func @all_static(%m: memref<?x?x?xi32>) -> memref<2x3x5xi32> {
  %a = memref.cast %m : memref<?x?x?xi32> to memref<2x3x5xi32>
  return %a : memref<2x3x5xi32>
}

func.func @strides(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32, strided<[?, 1], offset: 7>> {
  %a = memref.cast %m : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: 7>>
  return %a : memref<?x?xf32, strided<[?, 1], offset: 7>>
}

func.func @rank_zero(%m: memref<f32, strided<[], offset: ?>>) -> memref<f32> {
  %a = memref.cast %m : memref<f32, strided<[], offset: ?>> to memref<f32>
  return %a : memref<f32>
}
