// RUN:
// RUN: --mlir-print-op-generic
// memref.alloca_scope with and without results (the terminator is elided
// when it returns nothing), nested, with attributes.

func.func @scopes(%n: index, %v: f32) -> (f32, index) {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
  }
  memref.alloca_scope {
    memref.alloca_scope.return
  }
  %0:2 = memref.alloca_scope -> (f32, index) {
    %b = memref.alloca(%n) : memref<?xf32>
    memref.alloca_scope {
      %c = memref.alloca() : memref<2xi8>
    } {inner}
    memref.alloca_scope.return %v, %n : f32, index
  }
  %1 = memref.alloca_scope -> f32 {
    memref.alloca_scope.return %v : f32
  } {attr = 3 : i64}
  return %0#0, %0#1 : f32, index
}
