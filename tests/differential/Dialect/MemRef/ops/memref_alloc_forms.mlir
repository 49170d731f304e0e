// RUN:
// RUN: --mlir-print-op-generic
// memref.alloc and memref.alloca: dynamic sizes, layout symbols, alignment,
// strided and affine-map layouts, memory spaces.

func.func @alloc_forms(%n: index, %m: index, %s: index) {
  %0 = memref.alloc() : memref<8x64xf32>
  %1 = memref.alloc(%n) : memref<4x?xf32>
  %2 = memref.alloc(%n, %m) : memref<?x?xi8, 1>
  %3 = memref.alloc()[%s] : memref<8x64xf32, affine_map<(d0, d1)[s0] -> ((d0 + s0), d1)>, 1>
  %4 = memref.alloc(%n)[%s] {alignment = 8} : memref<?x64xf32, affine_map<(d0, d1)[s0] -> (d0 * 64 + d1 + s0)>>
  %5 = memref.alloc() : memref<4x4xf16, strided<[4, 1], offset: 2>>
  %6 = memref.alloc() : memref<f64>
  %7 = memref.alloc() {alignment = 64 : i64} : memref<2xindex, "gpu">
  %8 = memref.alloc() : memref<0x4xi1>
  %9 = memref.alloc() : memref<3xvector<4xf32>>
  %10 = memref.alloc() : memref<2xmemref<4xi32>>
  %11 = memref.alloc() {tag = "x"} : memref<1xcomplex<f32>>
  return
}

func.func @alloca_forms(%n: index, %s: index) {
  %0 = memref.alloca() : memref<8x64xf32>
  %1 = memref.alloca(%n) : memref<?xi32, 3>
  %2 = memref.alloca()[%s] : memref<8xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %3 = memref.alloca() {alignment = 16} : memref<4xf32, strided<[2]>>
  %4 = memref.alloca() : memref<i1>
  return
}
