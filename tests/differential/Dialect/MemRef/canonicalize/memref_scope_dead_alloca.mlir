// RUN: --canonicalize
// An alloca_scope whose allocations are dead loses them, then is inlined;
// one with a live allocation used after a later op stays.

func.func @dead_inside(%v: f32, %i: index) -> f32 {
  %0 = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<4xf32>
    memref.store %v, %a[%i] : memref<4xf32>
    %w = arith.mulf %v, %v : f32
    memref.alloca_scope.return %w : f32
  }
  %1 = arith.addf %0, %v : f32
  return %1 : f32
}

func.func @live_inside(%v: f32, %i: index, %out: memref<4xf32>) -> f32 {
  %0 = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<4xf32>
    memref.store %v, %a[%i] : memref<4xf32>
    memref.copy %a, %out : memref<4xf32> to memref<4xf32>
    %r = memref.load %a[%i] : memref<4xf32>
    memref.alloca_scope.return %r : f32
  }
  %1 = arith.addf %0, %v : f32
  return %1 : f32
}
