// RUN: --canonicalize
// A memref.cast of a ranked memref folds into load, store (not the stored
// value), dealloc, atomic_rmw, prefetch, the DMA ops and dim; a cast of
// an unranked memref does not.

func.func @users(%a: memref<4xf32>, %i: index, %v: f32, %t: memref<1xi32>, %u: memref<*xf32>, %n: index) -> (f32, f32, index) {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  %1 = memref.load %0[%i] : memref<?xf32>
  memref.store %v, %0[%i] : memref<?xf32>
  %2 = memref.atomic_rmw addf %v, %0[%i] : (f32, memref<?xf32>) -> f32
  memref.prefetch %0[%i], read, locality<2>, data : memref<?xf32>
  %tc = memref.cast %t : memref<1xi32> to memref<?xi32>
  memref.dma_start %0[%i], %0[%i], %n, %tc[%i] : memref<?xf32>, memref<?xf32>, memref<?xi32>
  memref.dma_wait %tc[%i], %n : memref<?xi32>
  %c0 = arith.constant 0 : index
  %3 = memref.dim %0, %c0 : memref<?xf32>
  %r = memref.cast %u : memref<*xf32> to memref<?xf32>
  %4 = memref.load %r[%i] : memref<?xf32>
  memref.dealloc %0 : memref<?xf32>
  return %1, %4, %3 : f32, f32, index
}

func.func @more_static(%a: memref<?xf32>, %i: index) -> f32 {
  %0 = memref.cast %a : memref<?xf32> to memref<4xf32>
  %1 = memref.load %0[%i] : memref<4xf32>
  return %1 : f32
}

func.func @strided(%a: memref<8xf32, strided<[2], offset: 1>>, %i: index, %v: f32) {
  %0 = memref.cast %a : memref<8xf32, strided<[2], offset: 1>> to memref<?xf32, strided<[?], offset: ?>>
  memref.store %v, %0[%i] : memref<?xf32, strided<[?], offset: ?>>
  return
}

func.func @dim_of_cast(%a: memref<?x?xf32>, %i: index) -> (index, index) {
  %0 = memref.cast %a : memref<?x?xf32> to memref<?x4xf32>
  %c0 = arith.constant 0 : index
  %1 = memref.dim %0, %c0 : memref<?x4xf32>
  %2 = memref.dim %0, %i : memref<?x4xf32>
  return %1, %2 : index, index
}
