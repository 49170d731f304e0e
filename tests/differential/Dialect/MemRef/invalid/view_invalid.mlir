// RUN: --split-input-file
// memref.view's verifier and operand constraints.
func.func @f(%b: memref<2048xi8>, %s: index) {
  %0 = memref.view %b[%s][] : memref<2048xi8> to memref<?x4xf32>
  return
}
// -----
func.func @f(%b: memref<2048xi8>, %s: index) {
  %0 = memref.view %b[%s][%s] : memref<2048xi8> to memref<8x4xf32>
  return
}
// -----
func.func @f(%b: memref<2048xi8, 1>, %s: index) {
  %0 = memref.view %b[%s][] : memref<2048xi8, 1> to memref<8x4xf32>
  return
}
// -----
func.func @f(%b: memref<2048xi8>, %s: index) {
  %0 = memref.view %b[%s][] : memref<2048xi8> to memref<8x4xf32, strided<[4, 1]>>
  return
}
// -----
func.func @f(%b: memref<2048xi8, strided<[2]>>, %s: index) {
  %0 = memref.view %b[%s][] : memref<2048xi8, strided<[2]>> to memref<8x4xf32>
  return
}
// -----
func.func @f(%b: memref<2048xi32>, %s: index) {
  %0 = memref.view %b[%s][] : memref<2048xi32> to memref<8x4xf32>
  return
}
// -----
func.func @f(%b: memref<16x16xi8>, %s: index) {
  %0 = memref.view %b[%s][] : memref<16x16xi8> to memref<8x4xf32>
  return
}
