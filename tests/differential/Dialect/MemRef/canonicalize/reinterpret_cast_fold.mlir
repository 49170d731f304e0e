// RUN: --canonicalize
// RUN: --canonicalize --mlir-print-op-generic
// memref.reinterpret_cast: of a reinterpret_cast, a cast, a subview at
// zero offsets; the identity; constant entries made static; the round trip through memref.extract_strided_metadata.
func.func @of_reinterpret(%m: memref<16xf32>) -> memref<2x8xf32> {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [2, 8], strides: [8, 1] : memref<4x4xf32> to memref<2x8xf32>
  return %1 : memref<2x8xf32>
}

func.func @of_cast(%m: memref<16xf32>) -> memref<4x4xf32> {
  %0 = memref.cast %m : memref<16xf32> to memref<?xf32>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32>
  return %1 : memref<4x4xf32>
}

func.func @of_subview(%m: memref<16xf32>) -> memref<2x2xf32> {
  %0 = memref.subview %m[0] [8] [2] : memref<16xf32> to memref<8xf32, strided<[2]>>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<8xf32, strided<[2]>> to memref<2x2xf32>
  return %1 : memref<2x2xf32>
}

func.func @identity(%m: memref<16xf32>) -> memref<16xf32> {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [16], strides: [1] : memref<16xf32> to memref<16xf32>
  return %0 : memref<16xf32>
}

func.func @constants(%m: memref<?xf32>, %n: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %0 = memref.reinterpret_cast %m to offset: [%c2], sizes: [%c4, %n], strides: [%n, 1] : memref<?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

func.func @metadata_round_trip(%m: memref<4x8xf32>) -> memref<4x?xf32, strided<[?, 1]>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %0 = memref.reinterpret_cast %base to offset: [0], sizes: [4, %sizes#1], strides: [%strides#0, 1] : memref<f32> to memref<4x?xf32, strided<[?, 1]>>
  return %0 : memref<4x?xf32, strided<[?, 1]>>
}

func.func @metadata_round_trip_dynamic(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %0 = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @metadata_other_shape(%m: memref<4x8xf32>) -> memref<32xf32> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %0 = memref.reinterpret_cast %base to offset: [0], sizes: [32], strides: [1] : memref<f32> to memref<32xf32>
  return %0 : memref<32xf32>
}
