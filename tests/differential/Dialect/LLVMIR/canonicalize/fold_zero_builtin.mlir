// RUN: --canonicalize --split-input-file
// llvm.mlir.zero of an integer, a float or a vector of them folds to the
// builtin zero, so it and llvm.mlir.constant of that zero are one constant
// (whichever comes first stays); -0.0 is another constant; a zero of a
// pointer, a vector of pointers or a struct folds to #llvm.zero.
llvm.func @use(i32)
llvm.func @usev(vector<2xi32>)
llvm.func @zeros() {
  %c = llvm.mlir.constant(0 : i32) : i32
  llvm.call @use(%c) : (i32) -> ()
  %z = llvm.mlir.zero : i32
  llvm.call @use(%z) : (i32) -> ()
  %zv = llvm.mlir.zero : vector<2xi32>
  llvm.call @usev(%zv) : (vector<2xi32>) -> ()
  %cv = llvm.mlir.constant(dense<0> : vector<2xi32>) : vector<2xi32>
  llvm.call @usev(%cv) : (vector<2xi32>) -> ()
  llvm.return
}
llvm.func @zeros2() {
  %z = llvm.mlir.zero : i32
  llvm.call @use(%z) : (i32) -> ()
  %c = llvm.mlir.constant(0 : i32) : i32
  llvm.call @use(%c) : (i32) -> ()
  %1 = llvm.or %z, %c : i32
  llvm.call @use(%1) : (i32) -> ()
  llvm.return
}
// -----
llvm.func @usef(f32)
llvm.func @usep(!llvm.ptr)
llvm.func @usevf(vector<2xf32>)
llvm.func @usevp(vector<2x!llvm.ptr>)
llvm.func @usesv(vector<[2]xi32>)
llvm.func @uses(!llvm.struct<(i32)>)
llvm.func @usebf(bf16)
llvm.func @f() {
  %z = llvm.mlir.zero : f32
  llvm.call @usef(%z) : (f32) -> ()
  %c = llvm.mlir.constant(0.0 : f32) : f32
  llvm.call @usef(%c) : (f32) -> ()
  %n = llvm.mlir.constant(-0.0 : f32) : f32
  llvm.call @usef(%n) : (f32) -> ()
  %zv = llvm.mlir.zero : vector<2xf32>
  llvm.call @usevf(%zv) : (vector<2xf32>) -> ()
  %cv = llvm.mlir.constant(dense<0.0> : vector<2xf32>) : vector<2xf32>
  llvm.call @usevf(%cv) : (vector<2xf32>) -> ()
  %zp = llvm.mlir.zero : vector<2x!llvm.ptr>
  llvm.call @usevp(%zp) : (vector<2x!llvm.ptr>) -> ()
  %zs = llvm.mlir.zero : vector<[2]xi32>
  llvm.call @usesv(%zs) : (vector<[2]xi32>) -> ()
  %cs = llvm.mlir.constant(dense<0> : vector<[2]xi32>) : vector<[2]xi32>
  llvm.call @usesv(%cs) : (vector<[2]xi32>) -> ()
  %st = llvm.mlir.zero : !llvm.struct<(i32)>
  llvm.call @uses(%st) : (!llvm.struct<(i32)>) -> ()
  %st2 = llvm.mlir.zero : !llvm.struct<(i32)>
  llvm.call @uses(%st2) : (!llvm.struct<(i32)>) -> ()
  %b = llvm.mlir.zero : bf16
  llvm.call @usebf(%b) : (bf16) -> ()
  %b2 = llvm.mlir.constant(0.0 : bf16) : bf16
  llvm.call @usebf(%b2) : (bf16) -> ()
  %p1 = llvm.mlir.zero : !llvm.ptr
  llvm.call @usep(%p1) : (!llvm.ptr) -> ()
  %p2 = llvm.mlir.zero : !llvm.ptr
  llvm.call @usep(%p2) : (!llvm.ptr) -> ()
  llvm.return
}
