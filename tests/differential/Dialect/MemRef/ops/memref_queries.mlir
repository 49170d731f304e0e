// RUN:
// RUN: --mlir-print-op-generic
// memref.dim, memref.rank, memref.extract_aligned_pointer_as_index,
// memref.assume_alignment and memref.distinct_objects.

func.func @queries(%a: memref<4x?xf32>, %u: memref<*xi32, 1>, %i: index, %b: memref<8xf32, strided<[2], offset: ?>>) -> index {
  %0 = memref.dim %a, %i : memref<4x?xf32>
  %1 = memref.dim %u, %i : memref<*xi32, 1>
  %2 = memref.dim {x} %a, %i : memref<4x?xf32>
  %3 = memref.rank %a : memref<4x?xf32>
  %4 = memref.rank %u : memref<*xi32, 1>
  %5 = memref.extract_aligned_pointer_as_index %a : memref<4x?xf32> -> index
  %6 = memref.extract_aligned_pointer_as_index %u : memref<*xi32, 1> -> index {y}
  %7 = memref.assume_alignment %a, 16 : memref<4x?xf32>
  %8 = memref.assume_alignment %b, 64 {z} : memref<8xf32, strided<[2], offset: ?>>
  %9:2 = memref.distinct_objects %a, %b : memref<4x?xf32>, memref<8xf32, strided<[2], offset: ?>>
  return %0 : index
}
