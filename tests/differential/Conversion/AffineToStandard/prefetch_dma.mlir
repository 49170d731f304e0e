// RUN: --lower-affine
// RUN: --lower-affine --mlir-print-op-generic
// affine.prefetch with each hint, affine.dma_start with and without a
// stride, affine.dma_wait, their indices expanded.

func.func @prefetch(%A: memref<32x32xf32>, %i: index, %n: index) {
  affine.prefetch %A[%i, %i + 4], read, locality<3>, data : memref<32x32xf32>
  affine.prefetch %A[symbol(%n) floordiv 2, 0], write, locality<1>, instr : memref<32x32xf32>
  return
}

func.func @dma(%src: memref<256xf32>, %dst: memref<32xf32, 2>, %tag: memref<2xi32>, %i: index, %n: index) {
  %num = arith.constant 32 : index
  affine.for %k = 0 to 8 {
    affine.dma_start %src[%k * 32 + %i], %dst[0], %tag[%k mod 2], %num : memref<256xf32>, memref<32xf32, 2>, memref<2xi32>
    affine.dma_wait %tag[%k mod 2], %num : memref<2xi32>
  }
  %stride = arith.constant 64 : index
  %per = arith.constant 8 : index
  affine.dma_start %src[%i], %dst[%n - 1], %tag[1], %num, %stride, %per : memref<256xf32>, memref<32xf32, 2>, memref<2xi32>
  affine.dma_wait %tag[1], %num : memref<2xi32>
  return
}
