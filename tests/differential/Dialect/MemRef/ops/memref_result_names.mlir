// RUN:
// The names memref's ops give their results, uniqued across a function and
// its regions.

func.func @names(%a: memref<4x?xf32>, %i: index) -> index {
  %x = memref.alloc(%i) : memref<?xf32>
  %y = memref.alloc(%i) : memref<?xf32>
  %z = memref.alloca() : memref<2xf32>
  %w = memref.alloca() : memref<2xf32>
  %d0 = memref.dim %a, %i : memref<4x?xf32>
  %d1 = memref.dim %x, %i : memref<?xf32>
  %p0 = memref.extract_aligned_pointer_as_index %a : memref<4x?xf32> -> index
  %p1 = memref.extract_aligned_pointer_as_index %x : memref<?xf32> -> index
  %q = memref.assume_alignment %x, 8 : memref<?xf32>
  %r = memref.rank %a : memref<4x?xf32>
  memref.alloca_scope {
    %v = memref.alloca() : memref<2xf32>
    %e = memref.dim %v, %i : memref<2xf32>
  }
  return %d0 : index
}
