// RUN:
// RUN: --mlir-print-op-generic
// memref.subview of sources with affine-map layouts that are strided,
// with symbols, and of memrefs in several memory spaces.
#test_space = 7 : i64
func.func @affine_layouts(%m: memref<8x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 4)>>, %s: memref<8x8xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>) {
  %0 = memref.subview %m[1, 1] [2, 2] [1, 1] : memref<8x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 4)>> to memref<2x2xf32, strided<[16, 1], offset: 21>>
  %1 = memref.subview %s[1, 1] [2, 2] [1, 1] : memref<8x8xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  return
}

func.func @spaces(%a: memref<8xf32, 1>, %b: memref<8xf32, #test_space>, %c: memref<4x4xi8, "private">) {
  %0 = memref.subview %a[2] [4] [1] : memref<8xf32, 1> to memref<4xf32, strided<[1], offset: 2>, 1>
  %1 = memref.subview %b[0] [8] [1] : memref<8xf32, #test_space> to memref<8xf32, strided<[1]>, #test_space>
  %2 = memref.subview %c[1, 0] [1, 4] [1, 1] : memref<4x4xi8, "private"> to memref<4xi8, strided<[1], offset: 4>, "private">
  return
}
