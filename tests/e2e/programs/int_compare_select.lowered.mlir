module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printF64(f64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @bit(%arg0: i1) {
    %0 = llvm.zext %arg0 : i1 to i64
    llvm.call @printI64(%0) : (i64) -> ()
    llvm.return
  }
  llvm.func @num(%arg0: i32) {
    llvm.call @printComma() : () -> ()
    %0 = llvm.sext %arg0 : i32 to i64
    llvm.call @printI64(%0) : (i64) -> ()
    llvm.return
  }
  llvm.func @pair(%arg0: i32, %arg1: i32) {
    %0 = llvm.mlir.constant(-2.250000e+00 : f64) : f64
    %1 = llvm.mlir.constant(1.500000e+00 : f64) : f64
    %2 = llvm.icmp "eq" %arg0, %arg1 : i32
    %3 = llvm.icmp "ne" %arg0, %arg1 : i32
    %4 = llvm.icmp "slt" %arg0, %arg1 : i32
    %5 = llvm.icmp "sle" %arg0, %arg1 : i32
    %6 = llvm.icmp "sgt" %arg0, %arg1 : i32
    %7 = llvm.icmp "sge" %arg0, %arg1 : i32
    %8 = llvm.icmp "ult" %arg0, %arg1 : i32
    %9 = llvm.icmp "ule" %arg0, %arg1 : i32
    %10 = llvm.icmp "ugt" %arg0, %arg1 : i32
    %11 = llvm.icmp "uge" %arg0, %arg1 : i32
    llvm.call @bit(%2) : (i1) -> ()
    llvm.call @bit(%3) : (i1) -> ()
    llvm.call @bit(%4) : (i1) -> ()
    llvm.call @bit(%5) : (i1) -> ()
    llvm.call @bit(%6) : (i1) -> ()
    llvm.call @bit(%7) : (i1) -> ()
    llvm.call @bit(%8) : (i1) -> ()
    llvm.call @bit(%9) : (i1) -> ()
    llvm.call @bit(%10) : (i1) -> ()
    llvm.call @bit(%11) : (i1) -> ()
    %12 = llvm.intr.smax(%arg0, %arg1) : (i32, i32) -> i32
    %13 = llvm.intr.smin(%arg0, %arg1) : (i32, i32) -> i32
    %14 = llvm.intr.umax(%arg0, %arg1) : (i32, i32) -> i32
    %15 = llvm.intr.umin(%arg0, %arg1) : (i32, i32) -> i32
    %16 = llvm.select %4, %14, %15 : i1, i32
    llvm.call @num(%12) : (i32) -> ()
    llvm.call @num(%13) : (i32) -> ()
    llvm.call @num(%14) : (i32) -> ()
    llvm.call @num(%15) : (i32) -> ()
    llvm.call @num(%16) : (i32) -> ()
    llvm.call @printComma() : () -> ()
    %17 = llvm.select %8, %6, %2 : i1, i1
    llvm.call @bit(%17) : (i1) -> ()
    llvm.call @printComma() : () -> ()
    %18 = llvm.select %11, %1, %0 : i1, f64
    llvm.call @printF64(%18) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(-1 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.constant(-2147483648 : i32) : i32
    %3 = llvm.mlir.constant(2147483647 : i32) : i32
    llvm.call @pair(%0, %1) : (i32, i32) -> ()
    llvm.call @pair(%1, %0) : (i32, i32) -> ()
    llvm.call @pair(%2, %3) : (i32, i32) -> ()
    llvm.call @pair(%3, %3) : (i32, i32) -> ()
    llvm.call @pair(%2, %0) : (i32, i32) -> ()
    llvm.return
  }
}

