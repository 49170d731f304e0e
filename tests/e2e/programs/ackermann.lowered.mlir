module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @ack(%arg0: i64, %arg1: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.icmp "eq" %arg0, %0 : i64
    llvm.cond_br %2, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %3 = llvm.add %arg1, %1 : i64
    llvm.return %3 : i64
  ^bb2:  // pred: ^bb0
    %4 = llvm.icmp "eq" %arg1, %0 : i64
    %5 = llvm.sub %arg0, %1 : i64
    llvm.cond_br %4, ^bb4(%1 : i64), ^bb3
  ^bb3:  // pred: ^bb2
    %6 = llvm.sub %arg1, %1 : i64
    %7 = llvm.call @ack(%arg0, %6) : (i64, i64) -> i64
    llvm.br ^bb4(%7 : i64)
  ^bb4(%8: i64):  // 2 preds: ^bb2, ^bb3
    %9 = llvm.call @ack(%5, %8) : (i64, i64) -> i64
    llvm.return %9 : i64
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.constant(2 : i64) : i64
    %3 = llvm.mlir.constant(3 : i64) : i64
    %4 = llvm.mlir.constant(4 : i64) : i64
    %5 = llvm.call @ack(%0, %4) : (i64, i64) -> i64
    %6 = llvm.call @ack(%1, %3) : (i64, i64) -> i64
    %7 = llvm.call @ack(%2, %3) : (i64, i64) -> i64
    %8 = llvm.call @ack(%3, %3) : (i64, i64) -> i64
    %9 = llvm.call @ack(%3, %4) : (i64, i64) -> i64
    %10 = llvm.call @ack(%4, %0) : (i64, i64) -> i64
    llvm.call @printI64(%5) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%6) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%7) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%8) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%9) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%10) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

