// RUN: --canonicalize --split-input-file
// llvm.mlir.addressof folds to its symbol: two of one global (or function)
// become one, hoisted first; different symbols and address spaces stay
// apart; addressof, zero and a constant of one block share the hoisting.
llvm.mlir.global external @a(0 : i32) : i32
llvm.mlir.global external @b(1 : i32) : i32
llvm.mlir.global external @c(2 : i32) {addr_space = 1 : i32} : i32
llvm.func @use(!llvm.ptr)
llvm.func @use1(!llvm.ptr<1>)
llvm.func @f() {
  %0 = llvm.mlir.addressof @a : !llvm.ptr
  llvm.call @use(%0) : (!llvm.ptr) -> ()
  %1 = llvm.mlir.addressof @b : !llvm.ptr
  llvm.call @use(%1) : (!llvm.ptr) -> ()
  %2 = llvm.mlir.addressof @a : !llvm.ptr
  llvm.call @use(%2) : (!llvm.ptr) -> ()
  %3 = llvm.mlir.addressof @c : !llvm.ptr<1>
  llvm.call @use1(%3) : (!llvm.ptr<1>) -> ()
  %4 = llvm.mlir.addressof @c : !llvm.ptr<1>
  llvm.call @use1(%4) : (!llvm.ptr<1>) -> ()
  %5 = llvm.mlir.addressof @f : !llvm.ptr
  llvm.call @use(%5) : (!llvm.ptr) -> ()
  %6 = llvm.mlir.addressof @f : !llvm.ptr
  llvm.call @use(%6) : (!llvm.ptr) -> ()
  llvm.return
}

// -----

// An addressof feeding a GEP with index 0 and a cast chain: all fold to the
// one addressof.
llvm.mlir.global internal @g(dense<0> : tensor<4xi32>) : !llvm.array<4 x i32>
llvm.func @use(!llvm.ptr)
llvm.func @f() {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  %2 = llvm.addrspacecast %1 : !llvm.ptr to !llvm.ptr<1>
  %3 = llvm.addrspacecast %2 : !llvm.ptr<1> to !llvm.ptr
  llvm.call @use(%3) : (!llvm.ptr) -> ()
  %4 = llvm.mlir.addressof @g : !llvm.ptr
  %5 = llvm.getelementptr %4[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.call @use(%5) : (!llvm.ptr) -> ()
  llvm.return
}
