// RUN: --affine-parallelize
// Independent iterations become affine.parallel; a loop-carried store does not.
func.func @copy(%A: memref<100xf32>, %B: memref<100xf32>) {
  affine.for %i = 0 to 100 {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.store %v, %B[%i] : memref<100xf32>
  }
  return
}
func.func @shift(%A: memref<100xf32>) {
  affine.for %i = 0 to 99 {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.store %v, %A[%i + 1] : memref<100xf32>
  }
  return
}
func.func @in_place(%A: memref<100xf32>) {
  affine.for %i = 0 to 100 step 2 {
    %v = affine.load %A[%i] : memref<100xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %A[%i] : memref<100xf32>
  }
  return
}
