// RUN: --test-memref-dependence-check
// RECORD-STDERR
// Conditions of affine.if.
#set = affine_set<(d0) : (d0 - 5 >= 0)>
#set2 = affine_set<(d0)[s0] : (d0 - s0 == 0)>
func.func @if_half(%A: memref<20xf32>) {
  affine.for %i = 0 to 10 {
    affine.if #set(%i) {
      %v = affine.load %A[%i] : memref<20xf32>
      affine.store %v, %A[%i - 5] : memref<20xf32>
    }
  }
  return
}
func.func @if_else(%A: memref<20xf32>) {
  affine.for %i = 0 to 10 {
    affine.if #set(%i) {
      %f = arith.constant 1.0 : f32
      affine.store %f, %A[%i] : memref<20xf32>
    } else {
      %v = affine.load %A[%i + 5] : memref<20xf32>
    }
  }
  return
}
func.func @if_eq(%A: memref<20xf32>, %N: index) {
  affine.for %i = 0 to 10 {
    affine.if #set2(%i)[%N] {
      %v = affine.load %A[%i] : memref<20xf32>
      affine.store %v, %A[%i + 1] : memref<20xf32>
    }
  }
  return
}
