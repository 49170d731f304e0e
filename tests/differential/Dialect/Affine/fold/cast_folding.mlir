// RUN: --test-single-fold
// affine.prefetch, affine.dma_start and affine.dma_wait fold a memref.cast of a ranked memref into themselves; the vector ops do not fold.
func.func @prefetch(%m: memref<16xf32>, %i: index) {
  %0 = memref.cast %m : memref<16xf32> to memref<?xf32>
  affine.prefetch %0[%i + 1], read, locality<3>, data : memref<?xf32>
  affine.prefetch %0[symbol(%i)], write, locality<1>, instr {keep} : memref<?xf32>
  return
}
func.func @prefetch_unranked(%u: memref<*xf32>, %i: index) {
  %0 = memref.cast %u : memref<*xf32> to memref<8xf32>
  affine.prefetch %0[%i], read, locality<3>, data : memref<8xf32>
  return
}
func.func @dma(%src: memref<4x4xf32>, %dst: memref<16xf32, 2>, %tag: memref<1xi32>, %i: index, %n: index) {
  %s = memref.cast %src : memref<4x4xf32> to memref<?x4xf32>
  %d = memref.cast %dst : memref<16xf32, 2> to memref<?xf32, 2>
  %t = memref.cast %tag : memref<1xi32> to memref<?xi32>
  affine.dma_start %s[%i, 0], %d[%i * 4], %t[0], %n : memref<?x4xf32>, memref<?xf32, 2>, memref<?xi32>
  affine.dma_start %src[%i, 0], %d[%i * 4], %tag[0], %n, %i, %n : memref<4x4xf32>, memref<?xf32, 2>, memref<1xi32>
  affine.dma_wait %t[0], %n : memref<?xi32>
  affine.dma_wait %tag[0], %n : memref<1xi32>
  return
}
func.func @vectors(%m: memref<8x8xf32>, %i: index) {
  %0 = memref.cast %m : memref<8x8xf32> to memref<?x8xf32>
  %v = affine.vector_load %0[%i, 0] : memref<?x8xf32>, vector<8xf32>
  affine.vector_store %v, %0[%i + 1, 0] : memref<?x8xf32>, vector<8xf32>
  return
}
