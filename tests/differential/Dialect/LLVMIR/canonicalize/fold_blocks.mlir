// RUN: --canonicalize --split-input-file
// Folded constants of later blocks are hoisted to the entry block of the
// function, shared with equal ones there; undef and poison of one type
// are different constants.
llvm.func @use(i32)
llvm.func @f(%c: i1, %x: i32) {
  %u = llvm.mlir.undef : i32
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %p = llvm.mlir.poison : i32
  llvm.call @use(%p) : (i32) -> ()
  %u2 = llvm.mlir.undef : i32
  llvm.call @use(%u2) : (i32) -> ()
  %a = llvm.mlir.constant(4 : i32) : i32
  %b = llvm.mlir.constant(2 : i32) : i32
  %s = llvm.shl %a, %b : i32
  llvm.call @use(%s) : (i32) -> ()
  llvm.br ^bb2
^bb2:
  %z = llvm.mlir.zero : i32
  %o = llvm.or %z, %x : i32
  llvm.call @use(%o) : (i32) -> ()
  %k = llvm.mlir.constant(16 : i32) : i32
  llvm.call @use(%k) : (i32) -> ()
  llvm.call @use(%u) : (i32) -> ()
  llvm.return
}

// -----

// Folds that feed one another: a zext of an or of constants, a shift by
// it, an icmp of the result with itself, a GEP by a folded index.
llvm.func @use(i64)
llvm.func @use1(i1)
llvm.func @usep(!llvm.ptr)
llvm.func @f(%p: !llvm.ptr) {
  %a = llvm.mlir.constant(1 : i8) : i8
  %b = llvm.mlir.constant(2 : i8) : i8
  %0 = llvm.or %a, %b : i8
  %1 = llvm.zext %0 : i8 to i64
  %c = llvm.mlir.constant(5 : i64) : i64
  %2 = llvm.shl %c, %1 : i64
  llvm.call @use(%2) : (i64) -> ()
  %3 = llvm.icmp "eq" %2, %2 : i64
  llvm.call @use1(%3) : (i1) -> ()
  %4 = llvm.getelementptr %p[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.call @usep(%4) : (!llvm.ptr) -> ()
  %z = llvm.mlir.zero : i64
  %5 = llvm.getelementptr %p[%z, %1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<8 x f32>
  llvm.call @usep(%5) : (!llvm.ptr) -> ()
  llvm.return
}
