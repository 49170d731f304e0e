module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @is_prime(%arg0: i64) -> i1 {
    %0 = llvm.mlir.constant(2 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.constant(true) : i1
    llvm.br ^bb1(%0, %3 : i64, i1)
  ^bb1(%4: i64, %5: i1):  // 2 preds: ^bb0, ^bb2
    %6 = llvm.mul %4, %4 : i64
    %7 = llvm.icmp "sle" %6, %arg0 : i64
    %8 = llvm.and %7, %5 : i1
    llvm.cond_br %8, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %9 = llvm.srem %arg0, %4 : i64
    %10 = llvm.icmp "ne" %9, %2 : i64
    %11 = llvm.add %4, %1 : i64
    llvm.br ^bb1(%11, %10 : i64, i1)
  ^bb3:  // pred: ^bb1
    llvm.return %5 : i1
  }
  llvm.func @main() -> i64 {
    %0 = llvm.mlir.constant(2 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.constant(50 : i64) : i64
    llvm.br ^bb1(%0, %1 : i64, i64)
  ^bb1(%3: i64, %4: i64):  // 2 preds: ^bb0, ^bb6
    %5 = llvm.icmp "slt" %3, %2 : i64
    llvm.cond_br %5, ^bb2, ^bb7
  ^bb2:  // pred: ^bb1
    %6 = llvm.call @is_prime(%3) : (i64) -> i1
    llvm.cond_br %6, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.call @printI64(%3) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %7 = llvm.mul %4, %3 : i64
    llvm.br ^bb5(%7 : i64)
  ^bb4:  // pred: ^bb2
    llvm.br ^bb5(%4 : i64)
  ^bb5(%8: i64):  // 2 preds: ^bb3, ^bb4
    llvm.br ^bb6
  ^bb6:  // pred: ^bb5
    %9 = llvm.add %3, %1 : i64
    llvm.br ^bb1(%9, %8 : i64, i64)
  ^bb7:  // pred: ^bb1
    llvm.call @printNewline() : () -> ()
    llvm.return %4 : i64
  }
}

