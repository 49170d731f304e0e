// RUN: --canonicalize
// RUN: --canonicalize --mlir-print-op-generic
// memref.transpose: the identity, a transpose of a transpose.
// memref.view: at byte 0 to its source's own type; constant sizes made
// static.
func.func @transpose_identity(%m: memref<4x8xf32>) -> memref<4x8xf32> {
  %0 = memref.transpose %m (d0, d1) -> (d0, d1) : memref<4x8xf32> to memref<4x8xf32>
  return %0 : memref<4x8xf32>
}

func.func @transpose_twice(%m: memref<2x3x4xf32>) -> memref<3x4x2xf32, strided<[4, 1, 12]>> {
  %0 = memref.transpose %m (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %1 = memref.transpose %0 (d0, d1, d2) -> (d2, d0, d1) : memref<4x2x3xf32, strided<[1, 12, 4]>> to memref<3x4x2xf32, strided<[4, 1, 12]>>
  return %1 : memref<3x4x2xf32, strided<[4, 1, 12]>>
}

func.func @view_same(%b: memref<64xi8>, %s: index) -> memref<64xi8> {
  %0 = memref.view %b[%s][] : memref<64xi8> to memref<64xi8>
  return %0 : memref<64xi8>
}

func.func @view_same_at_zero(%b: memref<64xi8>) -> memref<64xi8> {
  %c0 = arith.constant 0 : index
  %0 = memref.view %b[%c0][] : memref<64xi8> to memref<64xi8>
  return %0 : memref<64xi8>
}

func.func @view_constant_sizes(%b: memref<2048xi8>, %n: index) -> memref<?x?x4xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %0 = memref.view %b[%c0][%c8, %n] : memref<2048xi8> to memref<?x?x4xf32>
  return %0 : memref<?x?x4xf32>
}

func.func @view_constant_shift(%b: memref<2048xi8>, %n: index) -> memref<?x4xf32> {
  %c16 = arith.constant 16 : index
  %0 = memref.view %b[%c16][%n] : memref<2048xi8> to memref<?x4xf32>
  return %0 : memref<?x4xf32>
}
