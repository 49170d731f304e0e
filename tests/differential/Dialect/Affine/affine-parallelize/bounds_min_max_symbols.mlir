// RUN: --affine-parallelize
// Symbolic, min and max bounds, and steps carried over.
#lb = affine_map<(d0)[s0] -> (d0, s0)>
#ub = affine_map<(d0)[s0] -> (d0 + 8, s0 + 4, 100)>
func.func @sym(%A: memref<?xf32>, %N: index, %M: index) {
  affine.for %i = %N to %M step 3 {
    %v = affine.load %A[%i] : memref<?xf32>
    %w = arith.mulf %v, %v : f32
    affine.store %w, %A[%i] : memref<?xf32>
  }
  return
}
func.func @tiled(%A: memref<100xf32>, %N: index) {
  affine.for %ii = 0 to 100 step 8 {
    affine.for %i = max #lb(%ii)[%N] to min #ub(%ii)[%N] {
      %v = affine.load %A[%i] : memref<100xf32>
      affine.store %v, %A[%i] : memref<100xf32>
    }
  }
  return
}
