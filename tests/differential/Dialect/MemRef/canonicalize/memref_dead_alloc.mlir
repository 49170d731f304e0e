// RUN: --canonicalize
// SimplifyDeadAlloc: an allocation only stored into and freed is erased
// with its users; one that is read, returned or stored elsewhere stays.

func.func @dead(%i: index, %v: f32) {
  %0 = memref.alloc() : memref<4xf32>
  memref.store %v, %0[%i] : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  %1 = memref.alloca() : memref<4xf32>
  memref.store %v, %1[%i] : memref<4xf32>
  %2 = memref.alloc() : memref<8xf32>
  %3 = memref.realloc %2 : memref<8xf32> to memref<16xf32>
  memref.dealloc %3 : memref<16xf32>
  return
}

func.func @alive(%i: index, %v: f32, %m: memref<1xmemref<4xf32>>) -> (f32, memref<2xf32>) {
  %0 = memref.alloc() : memref<4xf32>
  memref.store %v, %0[%i] : memref<4xf32>
  %1 = memref.load %0[%i] : memref<4xf32>
  %2 = memref.alloc() : memref<4xf32>
  memref.store %2, %m[%i] : memref<1xmemref<4xf32>>
  %3 = memref.alloca() : memref<2xf32>
  memref.dealloc %0 : memref<4xf32>
  return %1, %3 : f32, memref<2xf32>
}
