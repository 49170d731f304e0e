// RUN: --lower-affine
// RUN: --lower-affine --mlir-print-op-generic
// RUN: --lower-affine --mlir-print-debuginfo
// affine.linearize_index and affine.delinearize_index: static, dynamic and
// mixed bases, with and without the outer bound, disjoint, and inside
// loops, where the terms invariant in more loops are added first.

func.func @delinearize(%x: index, %b: index, %c: index) -> (index, index, index, index, index, index, index) {
  %0:3 = affine.delinearize_index %x into (4, 8, 16) : index, index, index
  %1:2 = affine.delinearize_index %x into (%b, %c) : index, index
  %2:3 = affine.delinearize_index %x into (%b, 3, %c) : index, index, index
  %3:2 = affine.delinearize_index %x into (6) : index, index
  return %0#0, %0#2, %1#1, %2#0, %2#1, %3#0, %3#1 : index, index, index, index, index, index, index
}

func.func @linearize(%i: index, %j: index, %k: index, %b: index) -> (index, index, index, index) {
  %0 = affine.linearize_index [%i, %j, %k] by (4, 8, 16) : index
  %1 = affine.linearize_index disjoint [%i, %j, %k] by (%b, 8) : index
  %2 = affine.linearize_index [%i, %j] by (%b, %b) : index
  %3 = affine.linearize_index disjoint [%i, %j, %k, %i] by (2, %b, 5, %b) : index
  return %0, %1, %2, %3 : index, index, index, index
}

func.func @linearize_in_loops(%A: memref<4096xf32>, %x: index, %n: index) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %0 = affine.linearize_index [%j, %i, %x] by (16, 16, 16) : index
      %1 = affine.linearize_index [%x, %j, %i] by (16, 16, 16) : index
      %2 = affine.linearize_index [%j, %x, %i] by (16, 16, 16) : index
      %v = memref.load %A[%0] : memref<4096xf32>
      memref.store %v, %A[%1] : memref<4096xf32>
      memref.store %v, %A[%2] : memref<4096xf32>
    }
  }
  return
}

func.func @delinearize_in_loop(%n: index) {
  affine.for %i = 0 to %n {
    %0:2 = affine.delinearize_index %i into (%n, 4) : index, index
    %1 = affine.linearize_index [%0#1, %0#0] by (4, %n) : index
  }
  return
}
