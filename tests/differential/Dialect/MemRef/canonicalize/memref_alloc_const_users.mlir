// RUN: --canonicalize
// After SimplifyAllocConst, the cast it adds folds into the loads, stores,
// dims and dealloc of the allocation; what must keep the dynamic type
// (a return) keeps the cast.

func.func @users(%i: index, %v: f32) -> (f32, index, memref<?xf32>) {
  %c8 = arith.constant 8 : index
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%c8) : memref<?xf32>
  memref.store %v, %a[%i] : memref<?xf32>
  %x = memref.load %a[%i] : memref<?xf32>
  %d = memref.dim %a, %c0 : memref<?xf32>
  %b = memref.alloc(%c8) : memref<?xf32>
  memref.store %v, %b[%i] : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  return %x, %d, %b : f32, index, memref<?xf32>
}

func.func @cast_chain(%a: memref<4x4xf32>, %i: index) -> f32 {
  %0 = memref.cast %a : memref<4x4xf32> to memref<?x4xf32>
  %1 = memref.cast %0 : memref<?x4xf32> to memref<?x?xf32>
  %2 = memref.load %1[%i, %i] : memref<?x?xf32>
  return %2 : f32
}
