// RUN: --split-input-file
// The other intrinsics' checks: operand kinds, element types, properties.

llvm.func @f(%a: i32, %b: i64) {
  %0 = "llvm.intr.sadd.with.overflow"(%a, %b) : (i32, i64) -> !llvm.struct<(i32, i1)>
  llvm.return
}

// -----

llvm.func @f(%a: f32) {
  %0 = "llvm.intr.uadd.with.overflow"(%a, %a) : (f32, f32) -> !llvm.struct<(f32, i1)>
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xi32>) {
  %0 = "llvm.intr.vector.reduce.add"(%v) : (vector<4xi32>) -> i64
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xf32>) {
  %0 = "llvm.intr.vector.reduce.add"(%v) : (vector<4xf32>) -> f32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  %0 = "llvm.intr.vector.reduce.and"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xi32>) {
  %0 = llvm.intr.vector.reduce.fmax(%v) : (vector<4xi32>) -> i32
  llvm.return
}

// -----

llvm.func @f(%a: i32, %b: i64) {
  %0 = llvm.intr.expect %a, %b : i32
  llvm.return
}

// -----

llvm.func @f(%a: f32) {
  %0 = llvm.intr.expect %a, %a : f32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  "llvm.intr.prefetch"(%p) <{rw = 0 : i32, hint = 3 : i32}> : (!llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @f(%p: i64) {
  "llvm.intr.prefetch"(%p) <{rw = 0 : i32, hint = 3 : i32, cache = 1 : i32}> : (i64) -> ()
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.intr.stepvector : vector<4xf32>
  llvm.return
}

// -----

llvm.func @f() {
  llvm.intr.ubsantrap <{failureKind = 1 : i32}>
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.none : i32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  %0 = llvm.intr.expect.with.probability %a, %a, 5 : i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %m: f32) {
  %0 = llvm.intr.ptrmask %p, %m : (!llvm.ptr, f32) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%a: i8, %b: i8) {
  %0 = llvm.intr.sadd.sat(%a, %b) : (i8, i8) -> i16
  llvm.return
}
