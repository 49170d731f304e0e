module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @is_even(%arg0: i32) -> i1 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(true) : i1
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.icmp "eq" %arg0, %2 : i32
    llvm.cond_br %3, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.br ^bb3(%1 : i1)
  ^bb2:  // pred: ^bb0
    %4 = llvm.sub %arg0, %0 : i32
    %5 = llvm.call @is_odd(%4) : (i32) -> i1
    llvm.br ^bb3(%5 : i1)
  ^bb3(%6: i1):  // 2 preds: ^bb1, ^bb2
    llvm.br ^bb4
  ^bb4:  // pred: ^bb3
    llvm.return %6 : i1
  }
  llvm.func @is_odd(%arg0: i32) -> i1 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(false) : i1
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.icmp "eq" %arg0, %2 : i32
    llvm.cond_br %3, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.return %1 : i1
  ^bb2:  // pred: ^bb0
    %4 = llvm.sub %arg0, %0 : i32
    %5 = llvm.call @is_even(%4) : (i32) -> i1
    llvm.return %5 : i1
  }
  llvm.func @female(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.icmp "eq" %arg0, %0 : i64
    llvm.cond_br %2, ^bb2(%1 : i64), ^bb1
  ^bb1:  // pred: ^bb0
    %3 = llvm.sub %arg0, %1 : i64
    %4 = llvm.call @female(%3) : (i64) -> i64
    %5 = llvm.call @male(%4) : (i64) -> i64
    %6 = llvm.sub %arg0, %5 : i64
    llvm.br ^bb2(%6 : i64)
  ^bb2(%7: i64):  // 2 preds: ^bb0, ^bb1
    llvm.return %7 : i64
  }
  llvm.func @male(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.icmp "eq" %arg0, %0 : i64
    llvm.cond_br %2, ^bb2(%0 : i64), ^bb1
  ^bb1:  // pred: ^bb0
    %3 = llvm.sub %arg0, %1 : i64
    %4 = llvm.call @male(%3) : (i64) -> i64
    %5 = llvm.call @female(%4) : (i64) -> i64
    %6 = llvm.sub %arg0, %5 : i64
    llvm.br ^bb2(%6 : i64)
  ^bb2(%7: i64):  // 2 preds: ^bb0, ^bb1
    llvm.return %7 : i64
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(12 : index) : i64
    llvm.br ^bb1(%0 : i64)
  ^bb1(%3: i64):  // 2 preds: ^bb0, ^bb2
    %4 = llvm.icmp "slt" %3, %2 : i64
    llvm.cond_br %4, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %5 = llvm.trunc %3 : i64 to i32
    %6 = llvm.call @is_even(%5) : (i32) -> i1
    %7 = llvm.call @is_odd(%5) : (i32) -> i1
    %8 = llvm.zext %6 : i1 to i64
    %9 = llvm.sext %7 : i1 to i64
    %10 = llvm.call @female(%3) : (i64) -> i64
    %11 = llvm.call @male(%3) : (i64) -> i64
    llvm.call @printI64(%8) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%9) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%10) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%11) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    %12 = llvm.add %3, %1 : i64
    llvm.br ^bb1(%12 : i64)
  ^bb3:  // pred: ^bb1
    llvm.return
  }
}

