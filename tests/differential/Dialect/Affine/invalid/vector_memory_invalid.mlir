// RUN: --split-input-file --allow-unregistered-dialect
// affine.vector_load and affine.vector_store: parse errors (memref and vector types, duplicate map) and verifier errors (indexing, element types, vector ranks, index validity).
func.func @f(%m: memref<10x10xf32>, %i: index) {
  %v = affine.vector_load %m[%i, %i] : memref<10x10xf32>, vector<4xi32>
  return
}
// -----
func.func @f(%m: memref<10x10xf32>, %i: index) {
  %v = affine.vector_load %m[%i] : memref<10x10xf32>, vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<10x10xf32>, %i: index) {
  %v = affine.vector_load %m[%i, %i] : memref<10x10xf32>, f32
  return
}
// -----
func.func @f(%m: memref<10x10xf32>, %i: index) {
  %v = affine.vector_load %m[%i, %i] : memref<10x10xf32>, vector<f32>
  return
}
// -----
func.func @f(%m: memref<10x10xf32>, %i: index) {
  %v = affine.vector_load %m[%i, %i] : tensor<10x10xf32>, vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<10x10xf32>, %i: index) {
  %v = affine.vector_load %m[%i, %i] : memref<10x10xf32> vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<10x10xf32>, %i: index) {
  %v = "affine.vector_load"(%m, %i) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<10x10xf32>, index) -> vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<10x10xf32>, %i: index) {
  %v = "affine.vector_load"(%m, %i, %i) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<10x10xf32>, index, index) -> vector<f32>
  return
}
// -----
func.func @f(%m: memref<10x10xf32>, %i: index, %c: i1) {
  scf.if %c {
    %j = "test.idx"() : () -> index
    %v = affine.vector_load %m[%i, %j] : memref<10x10xf32>, vector<4xf32>
  }
  return
}
// -----
func.func @f(%m: memref<10x10xf32>, %i: index, %c: i1) {
  scf.if %c {
    %j = "test.idx"() : () -> index
    %v = affine.vector_load %m[%i, symbol(%j)] : memref<10x10xf32>, vector<4xf32>
  }
  return
}
// -----
func.func @f(%m: memref<10x10xf32>, %i: index, %v: vector<4xi32>) {
  affine.vector_store %v, %m[%i, %i] : memref<10x10xf32>, vector<4xi32>
  return
}
// -----
func.func @f(%m: memref<10x10xf32>, %i: index, %v: vector<4xf32>) {
  affine.vector_store %v, %m[%i, %i, %i] : memref<10x10xf32>, vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<10x10xf32>, %i: index, %v: vector<4xf32>) {
  affine.vector_store %v, %m[%i, %i] : memref<10x10xf32>, vector<8xf32>
  return
}
// -----
func.func @f(%m: memref<10x10xf32>, %i: index, %v: f32) {
  "affine.vector_store"(%v, %m, %i, %i) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (f32, memref<10x10xf32>, index, index) -> ()
  return
}
// -----
func.func @f(%m: memref<10x10xf32>, %i: index, %v: vector<4xf32>) {
  "affine.vector_store"(%v, %m, %i, %i) <{map = affine_map<(d0)[s0] -> (d0, d0)>}> : (vector<4xf32>, memref<10x10xf32>, index, index) -> ()
  return
}
// -----
func.func @f(%m: memref<10x10xf32>, %i: index, %v: vector<4xf32>, %c: i1) {
  scf.if %c {
    %j = "test.idx"() : () -> index
    affine.vector_store %v, %m[symbol(%j), %i] : memref<10x10xf32>, vector<4xf32>
  }
  return
}
// -----
func.func @f(%m: memref<10x10xf32>, %i: index, %v: vector<4xf32>) {
  "affine.vector_store"(%v, %m, %i, %i) : (vector<4xf32>, memref<10x10xf32>, index, index) -> ()
  return
}
// -----
func.func @f(%m: memref<10x10xf32>, %i: index, %v: vector<4xf32>) {
  affine.vector_store %v, %m[%i, %i] {map = 3} : memref<10x10xf32>, vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<10x10xf32>, %i: index, %v: vector<[4]xf32>) {
  affine.vector_store %v, %m[%i, %i] : memref<10x10xf32>, vector<[4]xf32>
  %w = affine.vector_load %m[%i, %i] : memref<10x10xf32>, vector<2x[4]xf32>
  return
}
// -----
func.func @f(%m: memref<10x10xf32>, %i: index, %v: vector<4xf32>) {
  %w = affine.vector_load %m[%i, %i] : memref<*xf32>, vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<?x8xf32>, %v: vector<8xf32>, %c: i1) {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?x8xf32>
  scf.if %c {
    %h = arith.divui %d, %d : index
    affine.vector_store %v, %m[%h, 0] : memref<?x8xf32>, vector<8xf32>
  }
  return
}
// -----
func.func @f(%m: memref<10xf32>, %i: index) {
  %v = affine.vector_load %m[%i] : memref<10xf32>, vector<4xf32>
  affine.vector_store %v, %m[%i] : memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %i: index) {
  %v = affine.vector_load %m[%i] {map = affine_map<(d0) -> (d0)>} : memref<10xf32>, vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %i: index, %v: vector<4xf32>) {
  affine.vector_store %v, %m[%i] : memref<10xf32>, tensor<4xf32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %i: index) {
  %v = "affine.vector_load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index) -> vector<4xf16>
  return
}
