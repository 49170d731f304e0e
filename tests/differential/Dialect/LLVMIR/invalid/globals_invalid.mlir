// RUN: --split-input-file
// llvm.mlir.global, llvm.mlir.addressof and llvm.mlir.constant: the
// custom forms' errors and the verifiers' messages.

llvm.mlir.global @g(42 : i32)

// -----

llvm.mlir.global internal @g("abc") : !llvm.array<4 x i8>

// -----

llvm.mlir.global internal @g("abc") : i32

// -----

llvm.mlir.global internal @g(1 : i32) {alignment = 3 : i64} : i32

// -----

llvm.mlir.global internal @g(1 : i32) : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

// -----

llvm.mlir.global internal @g() : i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  llvm.return %0 : i64
}

// -----

llvm.mlir.global internal @g() : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.unreachable
}

// -----

llvm.mlir.global internal @g(1 : i32) {addr_space = -1 : i32} : i32

// -----

llvm.mlir.global internal @g(1 : i32) : !llvm.void

// -----

llvm.mlir.global internal @g(1 : i32) : index

// -----

llvm.mlir.global appending @g(1 : i32) : i32

// -----

llvm.mlir.global common @g(1 : i32) : i32

// -----

llvm.mlir.global common @g() : i32

// -----

llvm.mlir.global internal @g

// -----

llvm.mlir.global internal thread_local constant unnamed_addr @g(1 : i32) : i32

// -----

llvm.mlir.global internal @g(1 : i32) : i32
llvm.mlir.global internal @g(2 : i32) : i32

// -----

llvm.func @f() {
  %0 = llvm.mlir.addressof @nope : !llvm.ptr
  llvm.return
}

// -----

llvm.mlir.global internal @g(1 : i32) : i32
llvm.func @f() {
  %0 = llvm.mlir.addressof @g : !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.addressof @f : i64
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.constant(1.0 : f32) : f64
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.constant("abc") : i32
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.constant("abc") : !llvm.array<4 x i8>
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : !llvm.ptr
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : vector<2xi32>) : vector<4xi32>
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.constant(@f) : !llvm.ptr
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : index
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.constant 1 : i32
  llvm.return
}
