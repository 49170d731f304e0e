// RUN: --lower-affine
// RUN: --lower-affine --mlir-print-op-generic
// affine.load and affine.store with index expressions of dimensions,
// symbols and constants, on memrefs of rank 0 to 3.

func.func @accesses(%A: memref<8x16x32xf32>, %B: memref<f32>, %C: memref<?xi64>, %i: index, %j: index, %n: index) {
  %v = affine.load %A[%i, %j + 1, symbol(%n) * 2 - 1] : memref<8x16x32xf32>
  affine.store %v, %A[0, %i floordiv 2, %j mod 32] : memref<8x16x32xf32>
  %s = affine.load %B[] : memref<f32>
  affine.store %s, %B[] : memref<f32>
  %c = affine.load %C[%i * 4 + %j] : memref<?xi64>
  affine.store %c, %C[%i ceildiv 3] : memref<?xi64>
  return
}

func.func @in_loop(%A: memref<100xf32>, %n: index) {
  affine.for %i = 1 to 99 {
    %l = affine.load %A[%i - 1] : memref<100xf32>
    %r = affine.load %A[%i + 1] : memref<100xf32>
    %s = arith.addf %l, %r : f32
    affine.store %s, %A[%i] : memref<100xf32>
  }
  return
}
