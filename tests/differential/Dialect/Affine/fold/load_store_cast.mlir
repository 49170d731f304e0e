// RUN: --test-single-fold
// affine.load and affine.store fold a memref.cast of their memref (a stored value that is a cast stays).
func.func @ld(%m: memref<16xf32>, %i: index, %c: memref<4xmemref<16xf32>>) {
  %0 = memref.cast %m : memref<16xf32> to memref<?xf32>
  %v = affine.load %0[%i + 1] : memref<?xf32>
  affine.store %v, %0[%i] : memref<?xf32>
  %1 = memref.cast %0 : memref<?xf32> to memref<16xf32>
  affine.store %1, %c[0] : memref<4xmemref<16xf32>>
  return
}
