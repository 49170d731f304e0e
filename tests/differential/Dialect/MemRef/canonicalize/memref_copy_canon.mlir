// RUN: --canonicalize
// memref.copy: FoldEmptyCopy, FoldSelfCopy, and the fold of a cast that
// only drops static information (not of one that adds some).

func.func @copies(%a: memref<0x4xf32>, %b: memref<0x4xf32>, %c: memref<4xf32>, %d: memref<?xf32>, %u: memref<*xf32>) {
  memref.copy %a, %b : memref<0x4xf32> to memref<0x4xf32>
  memref.copy %c, %c : memref<4xf32> to memref<4xf32>
  %0 = memref.cast %c : memref<4xf32> to memref<?xf32>
  memref.copy %0, %d : memref<?xf32> to memref<?xf32>
  %1 = memref.cast %d : memref<?xf32> to memref<4xf32>
  memref.copy %1, %c : memref<4xf32> to memref<4xf32>
  %2 = memref.cast %c : memref<4xf32> to memref<?xf32>
  %3 = memref.cast %c : memref<4xf32> to memref<?xf32>
  memref.copy %2, %3 : memref<?xf32> to memref<?xf32>
  memref.copy %u, %u : memref<*xf32> to memref<*xf32>
  return
}
