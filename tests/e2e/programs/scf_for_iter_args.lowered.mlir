module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @printOpen() attributes {sym_visibility = "private"}
  llvm.func @printClose() attributes {sym_visibility = "private"}
  llvm.func @sums(%arg0: i64) -> !llvm.struct<(i64, i64)> {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(0 : i64) : i64
    llvm.br ^bb1(%0, %2, %2 : i64, i64, i64)
  ^bb1(%3: i64, %4: i64, %5: i64):  // 2 preds: ^bb0, ^bb2
    %6 = llvm.icmp "slt" %3, %arg0 : i64
    llvm.cond_br %6, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %7 = llvm.add %4, %3 : i64
    %8 = llvm.mul %3, %3 : i64
    %9 = llvm.add %5, %8 : i64
    %10 = llvm.add %3, %1 : i64
    llvm.br ^bb1(%10, %7, %9 : i64, i64, i64)
  ^bb3:  // pred: ^bb1
    %11 = llvm.mlir.poison : !llvm.struct<(i64, i64)>
    %12 = llvm.insertvalue %4, %11[0] : !llvm.struct<(i64, i64)> 
    %13 = llvm.insertvalue %5, %12[1] : !llvm.struct<(i64, i64)> 
    llvm.return %13 : !llvm.struct<(i64, i64)>
  }
  llvm.func @factorial(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^bb1(%0, %0 : i64, i64)
  ^bb1(%1: i64, %2: i64):  // 2 preds: ^bb0, ^bb2
    %3 = llvm.icmp "slt" %1, %arg0 : i64
    llvm.cond_br %3, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %4 = llvm.add %1, %0 : i64
    %5 = llvm.mul %2, %4 : i64
    %6 = llvm.add %1, %0 : i64
    llvm.br ^bb1(%6, %5 : i64, i64)
  ^bb3:  // pred: ^bb1
    llvm.return %2 : i64
  }
  llvm.func @fib_pair(%arg0: i64) -> !llvm.struct<(i64, i64)> {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^bb1(%0, %2, %3 : i64, i64, i64)
  ^bb1(%4: i64, %5: i64, %6: i64):  // 2 preds: ^bb0, ^bb2
    %7 = llvm.icmp "slt" %4, %arg0 : i64
    llvm.cond_br %7, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %8 = llvm.add %5, %6 : i64
    %9 = llvm.add %4, %1 : i64
    llvm.br ^bb1(%9, %6, %8 : i64, i64, i64)
  ^bb3:  // pred: ^bb1
    %10 = llvm.mlir.poison : !llvm.struct<(i64, i64)>
    %11 = llvm.insertvalue %5, %10[0] : !llvm.struct<(i64, i64)> 
    %12 = llvm.insertvalue %6, %11[1] : !llvm.struct<(i64, i64)> 
    llvm.return %12 : !llvm.struct<(i64, i64)>
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(90 : index) : i64
    %1 = llvm.mlir.constant(20 : i64) : i64
    %2 = llvm.mlir.constant(10 : index) : i64
    %3 = llvm.mlir.constant(0 : index) : i64
    %4 = llvm.call @sums(%2) : (i64) -> !llvm.struct<(i64, i64)>
    %5 = llvm.extractvalue %4[0] : !llvm.struct<(i64, i64)> 
    %6 = llvm.extractvalue %4[1] : !llvm.struct<(i64, i64)> 
    llvm.call @printOpen() : () -> ()
    llvm.call @printI64(%5) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%6) : (i64) -> ()
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    %7 = llvm.call @sums(%3) : (i64) -> !llvm.struct<(i64, i64)>
    %8 = llvm.extractvalue %7[0] : !llvm.struct<(i64, i64)> 
    %9 = llvm.extractvalue %7[1] : !llvm.struct<(i64, i64)> 
    llvm.call @printI64(%8) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%9) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %10 = llvm.call @factorial(%1) : (i64) -> i64
    llvm.call @printI64(%10) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %11 = llvm.call @fib_pair(%0) : (i64) -> !llvm.struct<(i64, i64)>
    %12 = llvm.extractvalue %11[0] : !llvm.struct<(i64, i64)> 
    %13 = llvm.extractvalue %11[1] : !llvm.struct<(i64, i64)> 
    llvm.call @printI64(%12) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%13) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

