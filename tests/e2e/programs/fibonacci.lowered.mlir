module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @fib(%arg0: i32) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(2 : i32) : i32
    %2 = llvm.icmp "slt" %arg0, %1 : i32
    llvm.cond_br %2, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.br ^bb3(%arg0 : i32)
  ^bb2:  // pred: ^bb0
    %3 = llvm.sub %arg0, %0 : i32
    %4 = llvm.sub %arg0, %1 : i32
    %5 = llvm.call @fib(%3) : (i32) -> i32
    %6 = llvm.call @fib(%4) : (i32) -> i32
    %7 = llvm.add %5, %6 : i32
    llvm.br ^bb3(%7 : i32)
  ^bb3(%8: i32):  // 2 preds: ^bb1, ^bb2
    llvm.br ^bb4
  ^bb4:  // pred: ^bb3
    llvm.return %8 : i32
  }
  llvm.func @fib_acc(%arg0: i64, %arg1: i64, %arg2: i64) -> i64 {
    %0 = llvm.mlir.constant(1 : i64) : i64
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.icmp "eq" %arg0, %1 : i64
    llvm.cond_br %2, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.return %arg1 : i64
  ^bb2:  // pred: ^bb0
    %3 = llvm.sub %arg0, %0 : i64
    %4 = llvm.add %arg1, %arg2 : i64
    %5 = llvm.call @fib_acc(%3, %arg2, %4) : (i64, i64, i64) -> i64
    llvm.return %5 : i64
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(93 : i64) : i64
    %1 = llvm.mlir.constant(92 : i64) : i64
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.constant(1 : i64) : i64
    %4 = llvm.mlir.constant(0 : i32) : i32
    %5 = llvm.mlir.constant(5 : i32) : i32
    %6 = llvm.mlir.constant(25 : i32) : i32
    llvm.br ^bb1(%4 : i32)
  ^bb1(%7: i32):  // 2 preds: ^bb0, ^bb2
    %8 = llvm.icmp "sle" %7, %6 : i32
    llvm.cond_br %8, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %9 = llvm.call @fib(%7) : (i32) -> i32
    %10 = llvm.sext %9 : i32 to i64
    llvm.call @printI64(%10) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %11 = llvm.add %7, %5 : i32
    llvm.br ^bb1(%11 : i32)
  ^bb3:  // pred: ^bb1
    llvm.call @printNewline() : () -> ()
    %12 = llvm.call @fib_acc(%1, %2, %3) : (i64, i64, i64) -> i64
    llvm.call @printI64(%12) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %13 = llvm.call @fib_acc(%0, %2, %3) : (i64, i64, i64) -> i64
    llvm.call @printI64(%13) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

