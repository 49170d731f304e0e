// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// Allocations and loads nobody uses go (they only read or allocate);
// stores, copies and deallocations stay.
func.func @effects(%m: memref<8xf32>, %i: index, %v: f32) {
  %a = memref.alloc() : memref<8xf32>
  %l = memref.load %m[%i] : memref<8xf32>
  %s = arith.addf %l, %v : f32
  %b = memref.alloc() : memref<8xf32>
  memref.store %v, %b[%i] : memref<8xf32>
  memref.copy %b, %m : memref<8xf32> to memref<8xf32>
  memref.dealloc %b : memref<8xf32>
  %d = memref.dim %m, %i : memref<8xf32>
  return
}
