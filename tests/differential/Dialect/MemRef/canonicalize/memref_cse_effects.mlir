// RUN: --cse
// RUN: --canonicalize --cse
// Memory effects: loads of the same element merge unless a store, a copy,
// a dealloc or an op of unknown effects is between them; dims merge.

func.func @loads(%a: memref<4xf32>, %b: memref<4xf32>, %i: index, %v: f32) -> (f32, f32, f32, f32, f32, index, index) {
  %0 = memref.load %a[%i] : memref<4xf32>
  %1 = memref.load %a[%i] : memref<4xf32>
  memref.store %v, %b[%i] : memref<4xf32>
  %2 = memref.load %a[%i] : memref<4xf32>
  memref.copy %b, %a : memref<4xf32> to memref<4xf32>
  %3 = memref.load %a[%i] : memref<4xf32>
  memref.prefetch %a[%i], read, locality<1>, data : memref<4xf32>
  %4 = memref.load %a[%i] : memref<4xf32>
  %c0 = arith.constant 0 : index
  %5 = memref.dim %a, %i : memref<4xf32>
  %6 = memref.dim %a, %i : memref<4xf32>
  %unused = memref.load %b[%i] : memref<4xf32>
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f32, f32, index, index
}
