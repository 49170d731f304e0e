// RUN: --canonicalize
// RUN: --canonicalize --mlir-print-op-generic
// memref.subview with constant offsets, sizes and strides: they become
// static entries of a new subview, cast back to the old type; negative
// offsets and zero strides stay values; rank-reducing subviews keep their
// dropped dimensions.
func.func @all_constant(%m: memref<16x16xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %m[%c1, %c2] [%c4, %c4] [%c2, %c1] : memref<16x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @some_constant(%m: memref<?x?xf32>, %i: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %0 = memref.subview %m[%i, %c0] [%c3, %i] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

func.func @rank_reducing(%m: memref<8x16x4xf32>, %i: index) -> memref<?x4xf32, strided<[4, 1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %0 = memref.subview %m[%c1, %i, %c0] [1, %i, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  return %0 : memref<?x4xf32, strided<[4, 1], offset: ?>>
}

func.func @kept_values(%m: memref<?xf32>) -> memref<4xf32, strided<[?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %cm1 = arith.constant -1 : index
  %0 = memref.subview %m[%cm1] [4] [%c0] : memref<?xf32> to memref<4xf32, strided<[?], offset: ?>>
  return %0 : memref<4xf32, strided<[?], offset: ?>>
}

func.func @out_of_bounds(%m: memref<8xf32>) -> memref<4xf32, strided<[1], offset: ?>> {
  %c6 = arith.constant 6 : index
  %0 = memref.subview %m[%c6] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  return %0 : memref<4xf32, strided<[1], offset: ?>>
}
