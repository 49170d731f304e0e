// RUN: --canonicalize='top-down=false'
// The buffer patterns with the bottom-up driver: the order of the new
// constants and casts.

func.func @bottom_up(%n: index, %v: f32) -> (memref<?x?xf32>, index) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc(%c2, %n) : memref<?x?xf32>
  %b = memref.alloca(%c3) : memref<?xf32>
  memref.store %v, %b[%c2] : memref<?xf32>
  %r = memref.rank %a : memref<?x?xf32>
  %0 = memref.alloca_scope -> (index) {
    memref.alloca_scope.return %r : index
  }
  return %a, %0 : memref<?x?xf32>, index
}
