// RUN:
// RUN: --mlir-print-op-generic
// Buffer ops over memrefs with strided and affine-map layouts and integer,
// typed-integer and string memory spaces.

#tiled = affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1 + s1)>

func.func @layouts(%s0: index, %s1: index, %i: index, %v: f16,
                   %a: memref<?x?xf16, strided<[?, 1], offset: ?>, 2>,
                   %b: memref<8x8xf16, #tiled>,
                   %c: memref<16xf16, "shared">,
                   %d: memref<2x2xf16, 7 : i64>) -> f16 {
  %0 = memref.alloc()[%s0, %s1] : memref<8x8xf16, #tiled>
  %1 = memref.alloca(%i, %i)[%s0, %s1] : memref<?x?xf16, strided<[?, 1], offset: ?>, 2>
  %x = memref.load %a[%i, %i] : memref<?x?xf16, strided<[?, 1], offset: ?>, 2>
  %y = memref.load %b[%i, %i] : memref<8x8xf16, #tiled>
  memref.store %v, %c[%i] : memref<16xf16, "shared">
  memref.store %v, %d[%i, %i] : memref<2x2xf16, 7 : i64>
  memref.copy %b, %0 : memref<8x8xf16, #tiled> to memref<8x8xf16, #tiled>
  %2 = memref.dim %1, %i : memref<?x?xf16, strided<[?, 1], offset: ?>, 2>
  %3 = memref.atomic_rmw assign %v, %c[%i] : (f16, memref<16xf16, "shared">) -> f16
  memref.dealloc %0 : memref<8x8xf16, #tiled>
  %4 = memref.realloc %c : memref<16xf16, "shared"> to memref<32xf16, "shared">
  return %x : f16
}

memref.global "private" @in_space : memref<4xi32, "shared"> = dense<[1, 2, 3, 4]>
memref.global @strided_global : memref<2x2xf32, strided<[1, 2]>> = dense<[[1.0, 2.0], [3.0, 4.0]]>
