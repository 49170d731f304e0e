// RUN: --canonicalize
// memref.dim folds: a static size to a constant, an alloc/alloca's dynamic
// size to its operand; an unknown or out-of-bounds index, an unranked
// source or a function argument's dynamic size stay. memref.rank of a
// ranked memref folds to a constant.

func.func @dims(%a: memref<4x?xf32>, %n: index, %i: index, %u: memref<*xf32>) -> (index, index, index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %0 = memref.dim %a, %c0 : memref<4x?xf32>
  %1 = memref.dim %a, %c1 : memref<4x?xf32>
  %2 = memref.dim %a, %i : memref<4x?xf32>
  %3 = memref.dim %a, %c7 : memref<4x?xf32>
  %b = memref.alloc(%n, %i) : memref<?x8x?xf32>
  %c2 = arith.constant 2 : index
  %4 = memref.dim %b, %c2 : memref<?x8x?xf32>
  %s = memref.alloca(%i) : memref<?xf32>
  %5 = memref.dim %s, %c0 : memref<?xf32>
  %6 = memref.dim %u, %c0 : memref<*xf32>
  %7 = memref.rank %a : memref<4x?xf32>
  %8 = memref.rank %u : memref<*xf32>
  memref.dealloc %b : memref<?x8x?xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, index, index, index, index, index
}
