// RUN: --affine-parallelize
// Conditions and subscripts with mod and floordiv.
#set = affine_set<(d0) : (d0 - 5 >= 0)>
func.func @cond(%A: memref<20xf32>) {
  affine.for %i = 0 to 10 {
    affine.if #set(%i) {
      %v = affine.load %A[%i - 5] : memref<20xf32>
      affine.store %v, %A[%i + 10] : memref<20xf32>
    }
  }
  return
}
func.func @mod(%A: memref<20xf32>, %f: f32) {
  affine.for %i = 0 to 20 {
    affine.store %f, %A[%i mod 2] : memref<20xf32>
  }
  return
}
func.func @div(%A: memref<20xf32>, %B: memref<20xf32>) {
  affine.for %i = 0 to 20 {
    %v = affine.load %A[%i floordiv 2] : memref<20xf32>
    affine.store %v, %B[%i] : memref<20xf32>
  }
  return
}
