// RUN: --split-input-file --allow-unregistered-dialect
// affine.apply, affine.min/max, affine.load/store: verifier and parser errors.
func.func @f(%i: index) {
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i)
  return
}
// -----
func.func @f(%i: index) {
  %0 = "affine.apply"(%i) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}
// -----
func.func @f(%i: index) {
  %0 = "affine.apply"(%i, %i) <{map = affine_map<(d0) -> (d0)>}> : (index, index) -> index
  return
}
// -----
func.func @f(%i: index) {
  %0 = affine.apply 5(%i)
  return
}
// -----
func.func @f(%i: index) {
  %0 = affine.min affine_map<(d0) -> ()>(%i)
  return
}
// -----
func.func @f(%i: index) {
  %0 = "affine.max"(%i, %i) <{map = affine_map<(d0) -> (d0)>}> : (index, index) -> index
  return
}
// -----
func.func @f(%m: memref<10x10xf32>, %i: index) {
  %0 = affine.load %m[%i] : memref<10x10xf32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %i: index) {
  %0 = "affine.load"(%m, %i, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index, index) -> f32
  return
}
// -----
func.func @f(%m: memref<10xf32>, %i: index) {
  %0 = "affine.load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index) -> i32
  return
}
// -----
func.func @f(%m: memref<10xf32>, %v: i32, %i: index) {
  affine.store %v, %m[%i] : memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %v: f32, %i: index) {
  "affine.store"(%v, %m, %i) <{map = affine_map<(d0) -> (d0)>}> : (f32, memref<10xf32>, index) -> ()
  return
}
// -----
func.func @f(%m: memref<10xf32>, %n: index) {
  scf.for %i = %n to %n step %n {
    %0 = affine.load %m[%i] : memref<10xf32>
  }
  return
}
// -----
func.func @f(%m: memref<10xf32>, %n: index) {
  scf.for %i = %n to %n step %n {
    %j = arith.addi %n, %n : index
    %0 = affine.load %m[%j] : memref<10xf32>
  }
  return
}
// -----
func.func @f(%m: memref<10xf32>, %n: index) {
  %0 = affine.load %m[%n * %n] : memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %n: index) {
  %0 = affine.load %m[symbol %n] : memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %n: index) {
  %0 = affine.load %m[symbol(n)] : memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %n: index) {
  %0 = affine.load %m[%n : memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %n: index) {
  %0 = affine.load %m %n] : memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %n: index) {
  %0 = affine.load %m[%n] : tensor<10xf32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %n: i32) {
  %0 = affine.load %m[%n] : memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %n: index) {
  %0 = affine.load %m[%n] {map = affine_map<(d0) -> (d0)>} : memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %n: index) {
  %0 = affine.load %m[%undefined] : memref<10xf32>
  return
}
// -----
func.func @f(%n: index) {
  scf.for %i = %n to %n step %n {
    %0 = affine.apply affine_map<()[s0] -> (s0)>()[%i]
  }
  return
}
// -----
func.func @f(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  scf.for %i = %c0 to %c0 step %c0 {
    %d = memref.dim %m, %c0 : memref<?xf32>
    %0 = affine.load %m[%d + symbol(%d)] : memref<?xf32>
  }
  return
}
// -----
func.func @f(%m: memref<10xf32>, %n: index) {
  %0 = affine.load %m[] : memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>) {
  %r:2 = "test.two"() : () -> (index, index)
  %v = affine.load %m[%r#0, %r#1] : memref<4x4xf32>
  return
}
