// RUN: --split-input-file --allow-unregistered-dialect
// affine.prefetch: parse errors (keywords, locality, types, duplicate attributes) and verifier errors (map against rank and operands, required attributes, locality range, index validity).
func.func @f(%m: memref<10xf32>, %i: index) {
  affine.prefetch %m[%i], read, locality<3>, data {isWrite = true} : memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %i: index) {
  affine.prefetch %m[%i], read, locality<3>, data {map = 1} : memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %i: index) {
  affine.prefetch %m[%i], read, locality<3>, data {localityHint = 2 : i32} : memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %i: index) {
  affine.prefetch %m[%i], rw, locality<3>, data : memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %i: index) {
  affine.prefetch %m[%i], read, locality<3>, cache : memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %i: index) {
  affine.prefetch %m[%i], read, locality<4>, data : memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %i: index) {
  affine.prefetch %m[%i], read, locality<3 : i64>, data : memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %i: index) {
  affine.prefetch %m[%i], read, locality<"a">, data : memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %i: index) {
  affine.prefetch %m[%i], read, locality<3>, data : tensor<10xf32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %i: index) {
  affine.prefetch %m[%i, %i], read, locality<3>, data : memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %i: index) {
  "affine.prefetch"(%m, %i, %i) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index, index) -> ()
  return
}
// -----
func.func @f(%m: memref<10xf32>, %i: index) {
  "affine.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = affine_map<(d0, d1) -> (d0)>}> : (memref<10xf32>, index) -> ()
  return
}
// -----
func.func @f(%m: memref<10xf32>, %i: index) {
  "affine.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<10xf32>, index) -> ()
  return
}
// -----
func.func @f(%m: memref<10xf32>) {
  "affine.prefetch"(%m) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<10xf32>) -> ()
  return
}
// -----
func.func @f(%m: memref<10xf32>, %i: index) {
  "affine.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 7 : i32, map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index) -> ()
  return
}
// -----
func.func @f(%m: memref<10xf32>, %c: i1) {
  scf.if %c {
    %i = "test.idx"() : () -> index
    affine.prefetch %m[%i], read, locality<3>, data : memref<10xf32>
  }
  return
}
// -----
func.func @f(%m: memref<10xf32>, %c: i1) {
  scf.if %c {
    %i = "test.idx"() : () -> index
    affine.prefetch %m[symbol(%i)], read, locality<3>, data : memref<10xf32>
  }
  return
}
// -----
func.func @f(%m: memref<*xf32>, %i: index) {
  affine.prefetch %m[%i], read, locality<3>, data : memref<*xf32>
  return
}
// -----
func.func @f(%m: memref<10xf32>, %i: i32) {
  affine.prefetch %m[%i], read, locality<3>, data : memref<10xf32>
  return
}
