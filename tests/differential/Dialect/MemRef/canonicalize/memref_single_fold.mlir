// RUN: --test-single-fold
// The folders alone (no patterns): dim and rank to constants, dim of an
// allocation to its size operand, casts folded into their users.

func.func @folds(%a: memref<4x?xf32>, %n: index, %i: index, %v: f32) -> (index, index, index, f32) {
  %c0 = arith.constant 0 : index
  %0 = memref.dim %a, %c0 : memref<4x?xf32>
  %1 = memref.rank %a : memref<4x?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %2 = memref.dim %b, %c0 : memref<?xf32>
  %c = memref.cast %b : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  memref.store %v, %c[%i] : memref<?xf32, strided<[?], offset: ?>>
  %3 = memref.load %c[%i] : memref<?xf32, strided<[?], offset: ?>>
  memref.dealloc %c : memref<?xf32, strided<[?], offset: ?>>
  return %0, %1, %2, %3 : index, index, index, f32
}
