// RUN: --mlir-print-debuginfo
// Locations of memref's custom forms.

func.func @located(%a: memref<4xf32>, %i: index, %t: memref<1xi32>) {
  %0 = memref.alloca() : memref<4xf32> loc("alloca")
  memref.prefetch %a[%i], read, locality<3>, data : memref<4xf32> loc("prefetch")
  memref.dma_start %a[%i], %0[%i], %i, %t[%i] : memref<4xf32>, memref<4xf32>, memref<1xi32> loc("dma")
  %1 = memref.generic_atomic_rmw %a[%i] : memref<4xf32> {
  ^bb0(%cur: f32 loc("arg")):
    memref.atomic_yield %cur : f32 loc("yield")
  } loc("rmw")
  memref.alloca_scope {
    %b = memref.alloca() : memref<2xf32> loc("inner")
  } loc("scope")
  return
}
