// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// affine.prefetch, affine.dma_start and affine.dma_wait: their custom forms with inline index expressions.
func.func @prefetch(%m: memref<400x400xi32>, %i: index, %j: index, %n: index) {
  affine.prefetch %m[%i, %j + 5], read, locality<3>, data : memref<400x400xi32>
  affine.prefetch %m[%i * 2, symbol(%n)], write, locality<0>, instr : memref<400x400xi32>
  affine.prefetch %m[%i floordiv 4, %j mod 8], read, locality<1>, instr : memref<400x400xi32>
  affine.prefetch %m[symbol(%n) + %i, 3], write, locality<2>, data {hint = "hot"} : memref<400x400xi32>
  affine.prefetch %m[%i ceildiv 2, -%j + 399], read, locality<3>, data {a, b = 1 : i32} : memref<400x400xi32>
  return
}
func.func @prefetch_shapes(%s: memref<f32>, %d: memref<?x?xf16, 3>, %l: memref<8x8xi8, strided<[16, 1]>>, %i: index) {
  affine.prefetch %s[], read, locality<3>, data : memref<f32>
  affine.prefetch %d[%i, %i], read, locality<1>, data : memref<?x?xf16, 3>
  affine.prefetch %l[%i + 1, 0], write, locality<2>, data : memref<8x8xi8, strided<[16, 1]>>
  return
}
func.func @prefetch_symbols(%m: memref<?xf32>, %c: i1) {
  %c0 = arith.constant 0 : index
  %dim = memref.dim %m, %c0 : memref<?xf32>
  %k = affine.apply affine_map<(d0) -> (d0 - 1)>(%dim)
  scf.if %c {
    %x = arith.addi %dim, %k : index
    affine.prefetch %m[%x + symbol(%k)], read, locality<3>, data : memref<?xf32>
    affine.prefetch %m[symbol(%dim) - 1], write, locality<0>, data : memref<?xf32>
  }
  %r:2 = "test.two"() : () -> (index, index)
  affine.prefetch %m[%r#1 * 2], read, locality<2>, instr : memref<?xf32>
  return
}
func.func @dma(%src: memref<100x100xf32>, %dst: memref<100x100xf32, 2>, %tag: memref<1xi32, 4>, %i: index, %j: index, %n: index) {
  %c0 = arith.constant 0 : index
  %num = arith.constant 256 : index
  affine.dma_start %src[%i, %j], %dst[%i, %j], %tag[0], %num : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32, 4>
  affine.dma_wait %tag[0], %num : memref<1xi32, 4>
  affine.dma_start %src[%i + 3, %j * 2], %dst[symbol(%n), %j floordiv 2], %tag[%c0], %num, %n, %i : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32, 4>
  affine.dma_wait %tag[%c0 + symbol(%n)], %num : memref<1xi32, 4>
  affine.dma_start %src[%i mod 7, 99], %dst[%i, %j], %tag[%i - %j], %n : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32, 4>
  return
}
func.func @dma_shapes(%a: memref<f32>, %b: memref<?xf32, 1>, %t: memref<i32>, %u: memref<2x2xi32>, %i: index) {
  affine.dma_start %a[], %b[%i], %t[], %i : memref<f32>, memref<?xf32, 1>, memref<i32>
  affine.dma_wait %t[], %i : memref<i32>
  affine.dma_start %b[%i - 1], %a[], %u[%i, %i + 1], %i, %i, %i : memref<?xf32, 1>, memref<f32>, memref<2x2xi32>
  affine.dma_wait %u[%i, 1], %i : memref<2x2xi32>
  return
}
func.func @dma_in_region(%src: memref<64xf32>, %dst: memref<64xf32, 2>, %tag: memref<2xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %k = %c0 to %c4 step %c1 {
    %s = arith.muli %n, %c4 : index
    affine.dma_start %src[symbol(%s)], %dst[symbol(%n) + 1], %tag[%c1], %c4 : memref<64xf32>, memref<64xf32, 2>, memref<2xi32>
    affine.dma_wait %tag[symbol(%s) mod 2], %c4 : memref<2xi32>
  }
  return
}
