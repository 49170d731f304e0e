module {
  llvm.func @collatz(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(1 : i64) : i64
    %1 = llvm.mlir.constant(2 : i64) : i64
    %2 = llvm.mlir.constant(3 : i64) : i64
    llvm.br ^bb1(%arg0, %0 : i64, i64)
  ^bb1(%3: i64, %4: i64):  // 2 preds: ^bb0, ^bb6
    %5 = llvm.icmp "ne" %3, %0 : i64
    llvm.cond_br %5, ^bb2(%3, %4 : i64, i64), ^bb7
  ^bb2(%6: i64, %7: i64):  // pred: ^bb1
    %8 = llvm.urem %6, %1 : i64
    %9 = llvm.icmp "eq" %8, %0 : i64
    llvm.cond_br %9, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %10 = llvm.mul %6, %2 : i64
    %11 = llvm.add %10, %0 : i64
    llvm.br ^bb5(%11 : i64)
  ^bb4:  // pred: ^bb2
    %12 = llvm.udiv %6, %1 : i64
    llvm.br ^bb5(%12 : i64)
  ^bb5(%13: i64):  // 2 preds: ^bb3, ^bb4
    llvm.br ^bb6
  ^bb6:  // pred: ^bb5
    %14 = llvm.add %7, %0 : i64
    llvm.br ^bb1(%13, %14 : i64, i64)
  ^bb7:  // pred: ^bb1
    llvm.return %4 : i64
  }
}

