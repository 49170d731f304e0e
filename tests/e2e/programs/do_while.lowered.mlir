module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printF64(f64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @reverse_digits(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(10 : i64) : i64
    %1 = llvm.mlir.constant(0 : i64) : i64
    llvm.br ^bb1(%arg0, %1 : i64, i64)
  ^bb1(%2: i64, %3: i64):  // 2 preds: ^bb0, ^bb2
    %4 = llvm.urem %2, %0 : i64
    llvm.call @printI64(%4) : (i64) -> ()
    %5 = llvm.udiv %2, %0 : i64
    %6 = llvm.mul %3, %0 : i64
    %7 = llvm.add %6, %4 : i64
    %8 = llvm.icmp "ne" %5, %1 : i64
    llvm.cond_br %8, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    llvm.call @printComma() : () -> ()
    llvm.br ^bb1(%5, %7 : i64, i64)
  ^bb3:  // pred: ^bb1
    llvm.call @printNewline() : () -> ()
    llvm.return %7 : i64
  }
  llvm.func @halvings(%arg0: f64, %arg1: f64) -> !llvm.struct<(i64, f64)> {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.constant(5.000000e-01 : f64) : f64
    llvm.br ^bb1(%arg0, %0 : f64, i64)
  ^bb1(%3: f64, %4: i64):  // 2 preds: ^bb0, ^bb1
    %5 = llvm.fmul %3, %2 : f64
    %6 = llvm.add %4, %1 : i64
    %7 = llvm.fcmp "oge" %5, %arg1 : f64
    llvm.cond_br %7, ^bb1(%5, %6 : f64, i64), ^bb2
  ^bb2:  // pred: ^bb1
    %8 = llvm.mlir.poison : !llvm.struct<(i64, f64)>
    %9 = llvm.insertvalue %6, %8[0] : !llvm.struct<(i64, f64)> 
    %10 = llvm.insertvalue %5, %9[1] : !llvm.struct<(i64, f64)> 
    llvm.return %10 : !llvm.struct<(i64, f64)>
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(1.000000e+300 : f64) : f64
    %1 = llvm.mlir.constant(1.000000e-03 : f64) : f64
    %2 = llvm.mlir.constant(1.000000e+03 : f64) : f64
    %3 = llvm.mlir.constant(1234567 : i64) : i64
    %4 = llvm.mlir.constant(0 : i64) : i64
    %5 = llvm.call @reverse_digits(%3) : (i64) -> i64
    llvm.call @printI64(%5) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %6 = llvm.call @reverse_digits(%4) : (i64) -> i64
    llvm.call @printI64(%6) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %7 = llvm.call @halvings(%2, %1) : (f64, f64) -> !llvm.struct<(i64, f64)>
    %8 = llvm.extractvalue %7[0] : !llvm.struct<(i64, f64)> 
    %9 = llvm.extractvalue %7[1] : !llvm.struct<(i64, f64)> 
    llvm.call @printI64(%8) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%9) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    %10 = llvm.call @halvings(%1, %0) : (f64, f64) -> !llvm.struct<(i64, f64)>
    %11 = llvm.extractvalue %10[0] : !llvm.struct<(i64, f64)> 
    %12 = llvm.extractvalue %10[1] : !llvm.struct<(i64, f64)> 
    llvm.call @printI64(%11) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%12) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

