module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @add(%arg0: i64, %arg1: i64) -> i64 {
    %0 = llvm.add %arg0, %arg1 : i64
    llvm.return %0 : i64
  }
  llvm.func @mul(%arg0: i64, %arg1: i64) -> i64 {
    %0 = llvm.mul %arg0, %arg1 : i64
    llvm.return %0 : i64
  }
  llvm.func @maxs(%arg0: i64, %arg1: i64) -> i64 {
    %0 = llvm.intr.smax(%arg0, %arg1) : (i64, i64) -> i64
    llvm.return %0 : i64
  }
  llvm.func @fold(%arg0: !llvm.ptr, %arg1: i64, %arg2: i64) -> i64 {
    %0 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb1(%0, %arg1 : i64, i64)
  ^bb1(%1: i64, %2: i64):  // 2 preds: ^bb0, ^bb2
    %3 = llvm.icmp "slt" %1, %arg2 : i64
    llvm.cond_br %3, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %4 = llvm.call %arg0(%2, %1) : !llvm.ptr, (i64, i64) -> i64
    %5 = llvm.add %1, %0 : i64
    llvm.br ^bb1(%5, %4 : i64, i64)
  ^bb3:  // pred: ^bb1
    llvm.return %2 : i64
  }
  llvm.func @pick(%arg0: i64) -> !llvm.ptr {
    %0 = llvm.mlir.addressof @maxs : !llvm.ptr
    %1 = llvm.mlir.addressof @mul : !llvm.ptr
    %2 = llvm.mlir.addressof @add : !llvm.ptr
    %3 = llvm.trunc %arg0 : i64 to i32
    llvm.switch %3 : i32, ^bb1(%0 : !llvm.ptr) [
      0: ^bb1(%2 : !llvm.ptr),
      1: ^bb1(%1 : !llvm.ptr)
    ]
  ^bb1(%4: !llvm.ptr):  // 3 preds: ^bb0, ^bb0, ^bb0
    llvm.br ^bb2
  ^bb2:  // pred: ^bb1
    llvm.return %4 : !llvm.ptr
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(7 : i64) : i64
    %1 = llvm.mlir.addressof @mul : !llvm.ptr
    %2 = llvm.mlir.constant(0 : index) : i64
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.mlir.constant(3 : index) : i64
    %5 = llvm.mlir.constant(11 : index) : i64
    %6 = llvm.mlir.constant(21 : index) : i64
    %7 = llvm.mlir.constant(1 : i64) : i64
    %8 = llvm.mlir.constant(-50 : i64) : i64
    llvm.br ^bb1(%2 : i64)
  ^bb1(%9: i64):  // 2 preds: ^bb0, ^bb2
    %10 = llvm.icmp "slt" %9, %4 : i64
    llvm.cond_br %10, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %11 = llvm.call @pick(%9) : (i64) -> !llvm.ptr
    %12 = llvm.call @fold(%11, %7, %5) : (!llvm.ptr, i64, i64) -> i64
    %13 = llvm.call @fold(%11, %8, %6) : (!llvm.ptr, i64, i64) -> i64
    llvm.call @printI64(%12) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%13) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %14 = llvm.add %9, %3 : i64
    llvm.br ^bb1(%14 : i64)
  ^bb3:  // pred: ^bb1
    %15 = llvm.call %1(%0, %8) : !llvm.ptr, (i64, i64) -> i64
    llvm.call @printI64(%15) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

