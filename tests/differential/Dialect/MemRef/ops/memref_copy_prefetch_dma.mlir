// RUN:
// RUN: --mlir-print-op-generic
// memref.copy (ranked, unranked, different layouts), memref.prefetch,
// memref.dma_start (with and without strides) and memref.dma_wait.

func.func @copy(%a: memref<4x4xf32>, %b: memref<4x4xf32, strided<[8, 1]>>, %u: memref<*xf32>, %v: memref<*xf32>) {
  memref.copy %a, %b : memref<4x4xf32> to memref<4x4xf32, strided<[8, 1]>>
  memref.copy %u, %v : memref<*xf32> to memref<*xf32>
  memref.copy %a, %a {tag} : memref<4x4xf32> to memref<4x4xf32>
  return
}

func.func @prefetch(%a: memref<400x400xi32>, %i: index, %j: index, %z: memref<f32, 2>) {
  memref.prefetch %a[%i, %j], read, locality<3>, data : memref<400x400xi32>
  memref.prefetch %a[%j, %i], write, locality<0>, instr : memref<400x400xi32>
  memref.prefetch %z[], read, locality<1>, instr : memref<f32, 2>
  return
}

func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32, 2>, %i: index, %n: index) {
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i], %n, %i : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_wait %tag[%i], %n : memref<1xi32, 2>
  memref.dma_wait %tag[%i], %n {y} : memref<1xi32, 2>
  return
}
