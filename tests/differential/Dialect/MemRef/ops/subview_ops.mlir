// RUN:
// RUN: --mlir-print-op-generic
// memref.subview: static, dynamic and mixed offsets, sizes and strides;
// strided sources; rank reductions; memory spaces; attributes.
func.func @static(%m: memref<8x16x4xf32>) {
  %0 = memref.subview %m[0, 0, 0] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32>
  %1 = memref.subview %m[1, 2, 0] [2, 4, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<2x4x4xf32, strided<[64, 4, 1], offset: 72>>
  %2 = memref.subview %m[0, 0, 0] [4, 8, 2] [2, 2, 2] : memref<8x16x4xf32> to memref<4x8x2xf32, strided<[128, 8, 2]>>
  return
}

func.func @dynamic(%m: memref<?x?xf32>, %i: index, %j: index, %s: index) {
  %0 = memref.subview %m[%i, %j] [%s, %s] [%s, %s] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %1 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1]>>
  %2 = memref.subview %m[%i, 2] [1, %s] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return
}

func.func @strided_source(%m: memref<16x16xf32, strided<[32, 2], offset: 5>>, %i: index) {
  %0 = memref.subview %m[2, 3] [4, 4] [2, 1] : memref<16x16xf32, strided<[32, 2], offset: 5>> to memref<4x4xf32, strided<[64, 2], offset: 75>>
  %1 = memref.subview %m[%i, 0] [4, 4] [1, 1] {note = "x"} : memref<16x16xf32, strided<[32, 2], offset: 5>> to memref<4x4xf32, strided<[32, 2], offset: ?>>
  return
}

func.func @rank_reduction(%m: memref<1x8x1x4xf32>, %n: memref<8x8xf32, 3>) {
  %0 = memref.subview %m[0, 0, 0, 0] [1, 8, 1, 4] [1, 1, 1, 1] : memref<1x8x1x4xf32> to memref<8x4xf32, strided<[4, 1]>>
  %1 = memref.subview %m[0, 2, 0, 0] [1, 1, 1, 4] [1, 1, 1, 1] : memref<1x8x1x4xf32> to memref<4xf32, strided<[1], offset: 8>>
  %2 = memref.subview %m[0, 0, 0, 0] [1, 8, 1, 4] [1, 1, 1, 1] : memref<1x8x1x4xf32> to memref<1x8x4xf32, strided<[32, 4, 1]>>
  %3 = memref.subview %n[3, 0] [1, 8] [1, 1] : memref<8x8xf32, 3> to memref<8xf32, strided<[1], offset: 24>, 3>
  %4 = memref.subview %m[0, 0, 0, 0] [1, 1, 1, 1] [1, 1, 1, 1] : memref<1x8x1x4xf32> to memref<f32>
  return
}

func.func @zero_d(%m: memref<f32>) {
  %0 = memref.subview %m[] [] [] : memref<f32> to memref<f32>
  return
}
