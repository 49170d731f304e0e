// RUN: --lower-affine
// RUN: --lower-affine --mlir-print-op-generic
// affine.parallel without reductions: one and several loops, constant,
// symbol and map bounds, bound groups of several results, steps, nesting.

func.func @one(%A: memref<100xf32>, %n: index) {
  affine.parallel (%i) = (0) to (%n) {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.store %v, %A[%i + 1] : memref<100xf32>
  }
  return
}

func.func @several(%A: memref<100x100xf32>, %a: index, %n: index, %m: index) {
  affine.parallel (%i, %j) = (max(0, %a - 2), %a) to (min(%n, 100), %m * 2) step (4, 8) {
    %v = affine.load %A[%i, %j] : memref<100x100xf32>
    affine.store %v, %A[%j, %i] : memref<100x100xf32>
  }
  return
}

func.func @nested(%A: memref<100x100xf32>, %n: index) {
  affine.parallel (%i) = (0) to (100) step (10) {
    affine.parallel (%j) = (%i) to (%i + 10) {
      affine.for %k = 0 to %n {
        %v = affine.load %A[%i, %j] : memref<100x100xf32>
        affine.store %v, %A[%j, %k] : memref<100x100xf32>
      }
    }
  }
  return
}
