// RUN: --finalize-memref-to-llvm
func.func @scope() {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
  }
  return
}
func.func @results(%v: f32) -> f32 {
  %r = memref.alloca_scope -> f32 {
    %a = memref.alloca() : memref<f32>
    memref.store %v, %a[] : memref<f32>
    %x = memref.load %a[] : memref<f32>
    memref.alloca_scope.return %x : f32
  }
  return %r : f32
}
