// RUN: --cse
// The memory effects of the affine memory ops under CSE: vector loads merge across reads (dma_wait reads its tag) but not across a write (vector_store, dma_start writes its destination) or an op of unknown effects (affine.prefetch declares none).
func.func @across_reads(%m: memref<8xf32>, %t: memref<1xi32>, %i: index) -> (vector<4xf32>, vector<4xf32>) {
  %a = affine.vector_load %m[%i] : memref<8xf32>, vector<4xf32>
  affine.dma_wait %t[0], %i : memref<1xi32>
  %b = affine.vector_load %m[%i] : memref<8xf32>, vector<4xf32>
  return %a, %b : vector<4xf32>, vector<4xf32>
}
func.func @across_store(%m: memref<8xf32>, %v: vector<4xf32>, %i: index) -> (vector<4xf32>, vector<4xf32>) {
  %a = affine.vector_load %m[%i] : memref<8xf32>, vector<4xf32>
  affine.vector_store %v, %m[%i + 4] : memref<8xf32>, vector<4xf32>
  %b = affine.vector_load %m[%i] : memref<8xf32>, vector<4xf32>
  return %a, %b : vector<4xf32>, vector<4xf32>
}
func.func @across_dma_start(%m: memref<8xf32>, %d: memref<8xf32, 2>, %t: memref<1xi32>, %i: index) -> (vector<4xf32>, vector<4xf32>) {
  %a = affine.vector_load %m[%i] : memref<8xf32>, vector<4xf32>
  affine.dma_start %d[0], %m[0], %t[0], %i : memref<8xf32, 2>, memref<8xf32>, memref<1xi32>
  %b = affine.vector_load %m[%i] : memref<8xf32>, vector<4xf32>
  return %a, %b : vector<4xf32>, vector<4xf32>
}
func.func @across_prefetch(%m: memref<8xf32>, %i: index) -> (vector<4xf32>, vector<4xf32>) {
  %a = affine.vector_load %m[%i] : memref<8xf32>, vector<4xf32>
  affine.prefetch %m[%i], read, locality<3>, data : memref<8xf32>
  %b = affine.vector_load %m[%i] : memref<8xf32>, vector<4xf32>
  return %a, %b : vector<4xf32>, vector<4xf32>
}
func.func @different_subscripts(%m: memref<8xf32>, %i: index) -> (vector<4xf32>, vector<4xf32>, vector<2xf32>) {
  %a = affine.vector_load %m[%i] : memref<8xf32>, vector<4xf32>
  %b = affine.vector_load %m[%i + 1] : memref<8xf32>, vector<4xf32>
  %c = affine.vector_load %m[%i] : memref<8xf32>, vector<2xf32>
  return %a, %b, %c : vector<4xf32>, vector<4xf32>, vector<2xf32>
}
func.func @across_vector_load(%m: memref<8xf32>, %n: memref<8xf32>, %i: index) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %a = affine.vector_load %m[%i] : memref<8xf32>, vector<4xf32>
  %x = affine.vector_load %n[%i] : memref<8xf32>, vector<4xf32>
  %b = affine.vector_load %m[%i] : memref<8xf32>, vector<4xf32>
  return %a, %x, %b : vector<4xf32>, vector<4xf32>, vector<4xf32>
}
func.func @unused(%m: memref<8xf32>, %t: memref<1xi32>, %i: index) {
  %a = affine.vector_load %m[%i] : memref<8xf32>, vector<4xf32>
  affine.prefetch %m[%i], read, locality<3>, data : memref<8xf32>
  affine.dma_wait %t[0], %i : memref<1xi32>
  return
}
