module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @cf_switch(%arg0: i32) -> i64 {
    %0 = llvm.mlir.constant(1000 : i64) : i64
    %1 = llvm.mlir.constant(-5 : i64) : i64
    %2 = llvm.mlir.constant(1 : i64) : i64
    %3 = llvm.mlir.constant(10 : i64) : i64
    %4 = llvm.mlir.constant(20 : i64) : i64
    llvm.switch %arg0 : i32, ^bb3 [
      0: ^bb1(%3 : i64),
      1: ^bb1(%4 : i64),
      5: ^bb2,
      -3: ^bb2,
      2147483647: ^bb1(%3 : i64)
    ]
  ^bb1(%5: i64):  // 3 preds: ^bb0, ^bb0, ^bb0
    %6 = llvm.add %5, %2 : i64
    llvm.return %6 : i64
  ^bb2:  // 2 preds: ^bb0, ^bb0
    llvm.return %1 : i64
  ^bb3:  // pred: ^bb0
    %7 = llvm.sext %arg0 : i32 to i64
    %8 = llvm.mul %7, %0 : i64
    llvm.return %8 : i64
  }
  llvm.func @index_switch(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(-7 : i64) : i64
    %2 = llvm.mlir.constant(100 : i64) : i64
    %3 = llvm.trunc %arg0 : i64 to i32
    llvm.switch %3 : i32, ^bb1(%0 : i64) [
      0: ^bb1(%2 : i64),
      2: ^bb2,
      7: ^bb1(%1 : i64)
    ]
  ^bb1(%4: i64):  // 3 preds: ^bb0, ^bb0, ^bb0
    llvm.br ^bb3(%4 : i64)
  ^bb2:  // pred: ^bb0
    %5 = llvm.mul %arg0, %arg0 : i64
    llvm.br ^bb3(%5 : i64)
  ^bb3(%6: i64):  // 2 preds: ^bb1, ^bb2
    llvm.return %6 : i64
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(2147483647 : i32) : i32
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(9 : index) : i64
    %4 = llvm.mlir.constant(-4 : i32) : i32
    llvm.br ^bb1(%1 : i64)
  ^bb1(%5: i64):  // 2 preds: ^bb0, ^bb2
    %6 = llvm.icmp "slt" %5, %3 : i64
    llvm.cond_br %6, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %7 = llvm.trunc %5 : i64 to i32
    %8 = llvm.add %7, %4 : i32
    %9 = llvm.call @cf_switch(%8) : (i32) -> i64
    llvm.call @printI64(%9) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %10 = llvm.add %5, %2 : i64
    llvm.br ^bb1(%10 : i64)
  ^bb3:  // pred: ^bb1
    %11 = llvm.call @cf_switch(%0) : (i32) -> i64
    llvm.call @printI64(%11) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.br ^bb4(%1 : i64)
  ^bb4(%12: i64):  // 2 preds: ^bb3, ^bb5
    %13 = llvm.icmp "slt" %12, %3 : i64
    llvm.cond_br %13, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %14 = llvm.call @index_switch(%12) : (i64) -> i64
    llvm.call @printI64(%14) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    %15 = llvm.add %12, %2 : i64
    llvm.br ^bb4(%15 : i64)
  ^bb6:  // pred: ^bb4
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

