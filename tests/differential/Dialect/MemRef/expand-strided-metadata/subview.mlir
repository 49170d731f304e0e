// RUN: --expand-strided-metadata
// Subviews become reinterpret_casts of their source's base buffer: static and dynamic offsets, sizes and strides, rank reduction, strided and offset sources, chains of subviews.
func.func @static_subview(%m: memref<16x32xf32>) -> memref<4x8xf32, strided<[32, 1], offset: 66>> {
  %0 = memref.subview %m[2, 2] [4, 8] [1, 1] : memref<16x32xf32> to memref<4x8xf32, strided<[32, 1], offset: 66>>
  return %0 : memref<4x8xf32, strided<[32, 1], offset: 66>>
}

func.func @dynamic_offsets(%m: memref<16x32xf32>, %i: index, %j: index) -> memref<4x8xf32, strided<[32, 1], offset: ?>> {
  %0 = memref.subview %m[%i, %j] [4, 8] [1, 1] : memref<16x32xf32> to memref<4x8xf32, strided<[32, 1], offset: ?>>
  return %0 : memref<4x8xf32, strided<[32, 1], offset: ?>>
}

func.func @dynamic_everything(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %o0: index, %o1: index, %s0: index, %s1: index, %t0: index, %t1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.subview %m[%o0, %o1] [%s0, %s1] [%t0, %t1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @strided_steps(%m: memref<64xi32>, %i: index) -> memref<8xi32, strided<[4], offset: ?>> {
  %0 = memref.subview %m[%i] [8] [4] : memref<64xi32> to memref<8xi32, strided<[4], offset: ?>>
  return %0 : memref<8xi32, strided<[4], offset: ?>>
}

func.func @rank_reducing(%m: memref<8x16x4xf32>, %i: index) -> memref<16xf32, strided<[4], offset: ?>> {
  %0 = memref.subview %m[%i, 0, 3] [1, 16, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<16xf32, strided<[4], offset: ?>>
  return %0 : memref<16xf32, strided<[4], offset: ?>>
}

func.func @rank_reducing_to_scalar(%m: memref<8x16xf32>, %i: index, %j: index) -> memref<f32, strided<[], offset: ?>> {
  %0 = memref.subview %m[%i, %j] [1, 1] [1, 1] : memref<8x16xf32> to memref<f32, strided<[], offset: ?>>
  return %0 : memref<f32, strided<[], offset: ?>>
}

func.func @offset_source(%m: memref<8x8xf32, strided<[16, 2], offset: 5>>, %i: index) -> memref<2x4xf32, strided<[16, 2], offset: ?>> {
  %0 = memref.subview %m[%i, 1] [2, 4] [1, 1] : memref<8x8xf32, strided<[16, 2], offset: 5>> to memref<2x4xf32, strided<[16, 2], offset: ?>>
  return %0 : memref<2x4xf32, strided<[16, 2], offset: ?>>
}

func.func @chain(%m: memref<32x32xf32>, %i: index, %j: index, %n: index) -> memref<?x4xf32, strided<[64, 2], offset: ?>> {
  %0 = memref.subview %m[%i, 0] [16, 16] [1, 2] : memref<32x32xf32> to memref<16x16xf32, strided<[32, 2], offset: ?>>
  %1 = memref.subview %0[%j, 4] [%n, 4] [2, 1] : memref<16x16xf32, strided<[32, 2], offset: ?>> to memref<?x4xf32, strided<[64, 2], offset: ?>>
  return %1 : memref<?x4xf32, strided<[64, 2], offset: ?>>
}

func.func @constant_operands(%m: memref<16x32xf32>) -> memref<4x8xf32, strided<[32, 1], offset: ?>> {
  %c3 = arith.constant 3 : index
  %0 = memref.subview %m[%c3, %c3] [4, 8] [1, 1] : memref<16x32xf32> to memref<4x8xf32, strided<[32, 1], offset: ?>>
  return %0 : memref<4x8xf32, strided<[32, 1], offset: ?>>
}

func.func @used_by_loads(%m: memref<16x32xf32>, %i: index) -> f32 {
  %0 = memref.subview %m[%i, 4] [4, 8] [1, 1] : memref<16x32xf32> to memref<4x8xf32, strided<[32, 1], offset: ?>>
  %c1 = arith.constant 1 : index
  %v = memref.load %0[%c1, %c1] : memref<4x8xf32, strided<[32, 1], offset: ?>>
  return %v : f32
}
