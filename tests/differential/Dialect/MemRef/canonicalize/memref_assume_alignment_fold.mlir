// RUN: --canonicalize
// memref.assume_alignment of the same assumption folds to it; another
// alignment does not. Unused pure ops (get_global, rank, the pointer) go.

memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]>

func.func @assume(%a: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
  %0 = memref.assume_alignment %a, 16 : memref<4xf32>
  %1 = memref.assume_alignment %0, 16 : memref<4xf32>
  %2 = memref.assume_alignment %1, 32 : memref<4xf32>
  %3 = memref.get_global @g : memref<2xf32>
  %4 = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  %5:2 = memref.distinct_objects %1, %2 : memref<4xf32>, memref<4xf32>
  return %1, %2 : memref<4xf32>, memref<4xf32>
}
