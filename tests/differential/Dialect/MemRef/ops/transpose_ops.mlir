// RUN:
// RUN: --mlir-print-op-generic
// memref.transpose with its inline permutation, and
// memref.extract_strided_metadata with its result names.
func.func @transpose(%m: memref<4x8xf32>, %d: memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>) {
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  %1 = memref.transpose %d (i, j, k) -> (k, i, j) {x} : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> to memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>>
  %2 = memref.transpose %m (d0, d1) -> (d0, d1) : memref<4x8xf32> to memref<4x8xf32>
  return
}

func.func @metadata(%m: memref<4x8xf32>, %d: memref<?x?xf32, strided<[?, 1], offset: ?>, 1>, %z: memref<f16>) -> index {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %b2, %o2, %s2:2, %t2:2 = memref.extract_strided_metadata %d : memref<?x?xf32, strided<[?, 1], offset: ?>, 1> -> memref<f32, 1>, index, index, index, index, index
  %b3, %o3 = memref.extract_strided_metadata %z : memref<f16> -> memref<f16>, index
  return %s2#1 : index
}
