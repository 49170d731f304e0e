// RUN: --test-memref-dependence-check
// RECORD-STDERR
// Bounds with min and max.
#lb = affine_map<(d0)[s0] -> (d0, s0)>
#ub = affine_map<(d0)[s0] -> (d0 + 4, s0, 50)>
func.func @tiles(%A: memref<100xf32>, %N: index) {
  affine.for %ii = 0 to 100 step 4 {
    affine.for %i = max #lb(%ii)[%N] to min #ub(%ii)[%N] {
      %v = affine.load %A[%i] : memref<100xf32>
      affine.store %v, %A[%i + 1] : memref<100xf32>
    }
  }
  return
}
func.func @tri(%A: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 10 {
      %v = affine.load %A[%i, %j] : memref<10x10xf32>
      affine.store %v, %A[%j, %i] : memref<10x10xf32>
    }
  }
  return
}
