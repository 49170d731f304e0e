module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @euler1(%arg0: i64, %arg1: i64, %arg2: i64) -> !llvm.struct<(i64, i64)> {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.constant(3 : i64) : i64
    %3 = llvm.mlir.constant(5 : i64) : i64
    llvm.br ^bb1(%arg0, %0 : i64, i64)
  ^bb1(%4: i64, %5: i64):  // 2 preds: ^bb0, ^bb3
    %6 = llvm.icmp "slt" %4, %arg1 : i64
    llvm.cond_br %6, ^bb2, ^bb4(%5 : i64)
  ^bb2:  // pred: ^bb1
    %7 = llvm.srem %4, %2 : i64
    %8 = llvm.srem %4, %3 : i64
    %9 = llvm.icmp "eq" %7, %0 : i64
    %10 = llvm.icmp "eq" %8, %0 : i64
    %11 = llvm.or %9, %10 : i1
    llvm.cond_br %11, ^bb3(%4 : i64), ^bb3(%0 : i64)
  ^bb3(%12: i64):  // 2 preds: ^bb2, ^bb2
    %13 = llvm.add %5, %12 : i64
    %14 = llvm.icmp "sgt" %13, %arg2 : i64
    %15 = llvm.add %4, %1 : i64
    llvm.cond_br %14, ^bb4(%13 : i64), ^bb1(%15, %13 : i64, i64)
  ^bb4(%16: i64):  // 2 preds: ^bb1, ^bb3
    %17 = llvm.mlir.poison : !llvm.struct<(i64, i64)>
    %18 = llvm.insertvalue %16, %17[0] : !llvm.struct<(i64, i64)> 
    %19 = llvm.insertvalue %4, %18[1] : !llvm.struct<(i64, i64)> 
    llvm.return %19 : !llvm.struct<(i64, i64)>
  }
  llvm.func @sign(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(1 : i64) : i64
    %1 = llvm.mlir.constant(-1 : i64) : i64
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.icmp "slt" %arg0, %2 : i64
    llvm.cond_br %3, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.br ^bb3(%1 : i64)
  ^bb2:  // pred: ^bb0
    %4 = llvm.icmp "eq" %arg0, %2 : i64
    %5 = llvm.select %4, %2, %0 : i1, i64
    llvm.br ^bb3(%5 : i64)
  ^bb3(%6: i64):  // 2 preds: ^bb1, ^bb2
    llvm.return %6 : i64
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %2 = llvm.mlir.constant(1 : i64) : i64
    %3 = llvm.mlir.constant(1000 : i64) : i64
    %4 = llvm.mlir.constant(1000000 : i64) : i64
    %5 = llvm.mlir.constant(500 : i64) : i64
    %6 = llvm.call @euler1(%2, %3, %4) : (i64, i64, i64) -> !llvm.struct<(i64, i64)>
    %7 = llvm.extractvalue %6[0] : !llvm.struct<(i64, i64)> 
    %8 = llvm.extractvalue %6[1] : !llvm.struct<(i64, i64)> 
    llvm.call @printI64(%7) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%8) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %9 = llvm.call @euler1(%2, %3, %5) : (i64, i64, i64) -> !llvm.struct<(i64, i64)>
    %10 = llvm.extractvalue %9[0] : !llvm.struct<(i64, i64)> 
    %11 = llvm.extractvalue %9[1] : !llvm.struct<(i64, i64)> 
    llvm.call @printI64(%10) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%11) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %12 = llvm.call @euler1(%3, %2, %5) : (i64, i64, i64) -> !llvm.struct<(i64, i64)>
    %13 = llvm.extractvalue %12[0] : !llvm.struct<(i64, i64)> 
    %14 = llvm.extractvalue %12[1] : !llvm.struct<(i64, i64)> 
    llvm.call @printI64(%13) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%14) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %15 = llvm.call @sign(%1) : (i64) -> i64
    %16 = llvm.call @sign(%0) : (i64) -> i64
    %17 = llvm.call @sign(%3) : (i64) -> i64
    llvm.call @printI64(%15) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%16) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%17) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

