module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @collatz(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.constant(2 : i64) : i64
    %3 = llvm.mlir.constant(3 : i64) : i64
    llvm.br ^bb1(%arg0, %0 : i64, i64)
  ^bb1(%4: i64, %5: i64):  // 2 preds: ^bb0, ^bb6
    %6 = llvm.icmp "ne" %4, %1 : i64
    llvm.cond_br %6, ^bb2, ^bb7
  ^bb2:  // pred: ^bb1
    %7 = llvm.urem %4, %2 : i64
    %8 = llvm.icmp "ne" %7, %0 : i64
    llvm.cond_br %8, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %9 = llvm.mul %4, %3 : i64
    %10 = llvm.add %9, %1 : i64
    llvm.br ^bb5(%10 : i64)
  ^bb4:  // pred: ^bb2
    %11 = llvm.udiv %4, %2 : i64
    llvm.br ^bb5(%11 : i64)
  ^bb5(%12: i64):  // 2 preds: ^bb3, ^bb4
    llvm.br ^bb6
  ^bb6:  // pred: ^bb5
    %13 = llvm.add %5, %1 : i64
    llvm.br ^bb1(%12, %13 : i64, i64)
  ^bb7:  // pred: ^bb1
    llvm.return %5 : i64
  }
  llvm.func @gcd(%arg0: i64, %arg1: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    llvm.br ^bb1(%arg0, %arg1 : i64, i64)
  ^bb1(%1: i64, %2: i64):  // 2 preds: ^bb0, ^bb2
    %3 = llvm.icmp "ne" %2, %0 : i64
    llvm.cond_br %3, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %4 = llvm.urem %1, %2 : i64
    llvm.br ^bb1(%2, %4 : i64, i64)
  ^bb3:  // pred: ^bb1
    llvm.return %1 : i64
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(9223372036854775806 : i64) : i64
    %1 = llvm.mlir.constant(462 : i64) : i64
    %2 = llvm.mlir.constant(1071 : i64) : i64
    %3 = llvm.mlir.constant(27 : i64) : i64
    %4 = llvm.mlir.constant(1 : i64) : i64
    %5 = llvm.mlir.constant(97 : i64) : i64
    %6 = llvm.call @collatz(%3) : (i64) -> i64
    %7 = llvm.call @collatz(%4) : (i64) -> i64
    %8 = llvm.call @collatz(%5) : (i64) -> i64
    llvm.call @printI64(%6) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%7) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%8) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %9 = llvm.call @gcd(%2, %1) : (i64, i64) -> i64
    %10 = llvm.call @gcd(%1, %4) : (i64, i64) -> i64
    %11 = llvm.call @gcd(%0, %2) : (i64, i64) -> i64
    %12 = llvm.call @gcd(%5, %4) : (i64, i64) -> i64
    llvm.call @printI64(%9) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%10) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%11) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%12) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

