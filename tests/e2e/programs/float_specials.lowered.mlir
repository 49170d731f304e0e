module {
  llvm.func @printF64(f64) attributes {sym_visibility = "private"}
  llvm.func @printF32(f32) attributes {sym_visibility = "private"}
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @bit(%arg0: i1) {
    %0 = llvm.zext %arg0 : i1 to i64
    llvm.call @printI64(%0) : (i64) -> ()
    llvm.return
  }
  llvm.func @arith_row(%arg0: f64, %arg1: f64) {
    %0 = llvm.mlir.constant(0x7FF0000000000000 : f64) : f64
    %1 = llvm.fadd %arg0, %arg1 : f64
    %2 = llvm.fsub %arg0, %arg1 : f64
    %3 = llvm.fmul %arg0, %arg1 : f64
    %4 = llvm.fdiv %arg0, %arg1 : f64
    %5 = llvm.frem %arg0, %arg1 : f64
    %6 = llvm.fneg %arg0 : f64
    llvm.call @printF64(%1) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%2) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%3) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%4) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%5) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%6) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    %7 = llvm.fcmp "oeq" %arg0, %arg1 : f64
    %8 = llvm.fcmp "olt" %arg0, %arg1 : f64
    %9 = llvm.fcmp "ueq" %arg0, %arg1 : f64
    %10 = llvm.fcmp "une" %arg0, %arg1 : f64
    %11 = llvm.fcmp "uno" %arg0, %arg1 : f64
    %12 = llvm.fcmp "ord" %arg0, %arg1 : f64
    llvm.call @bit(%7) : (i1) -> ()
    llvm.call @bit(%8) : (i1) -> ()
    llvm.call @bit(%9) : (i1) -> ()
    llvm.call @bit(%10) : (i1) -> ()
    llvm.call @bit(%11) : (i1) -> ()
    llvm.call @bit(%12) : (i1) -> ()
    llvm.call @printComma() : () -> ()
    %13 = "llvm.intr.is.fpclass"(%4) <{bit = 3 : i32}> : (f64) -> i1
    %14 = llvm.intr.fabs(%4) : (f64) -> f64
    %15 = llvm.fcmp "oeq" %14, %0 : f64
    %16 = "llvm.intr.is.fpclass"(%4) <{bit = 504 : i32}> : (f64) -> i1
    llvm.call @bit(%13) : (i1) -> ()
    llvm.call @bit(%15) : (i1) -> ()
    llvm.call @bit(%16) : (i1) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(-0.000000e+00 : f32) : f32
    %1 = llvm.mlir.constant(0x7F800000 : f32) : f32
    %2 = llvm.mlir.constant(1.000000e+00 : f64) : f64
    %3 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %4 = llvm.mlir.constant(-0.000000e+00 : f64) : f64
    %5 = llvm.mlir.constant(0x7FF0000000000000 : f64) : f64
    %6 = llvm.mlir.constant(0xFFF0000000000000 : f64) : f64
    %7 = llvm.mlir.constant(0x7FF8000000000000 : f64) : f64
    llvm.call @arith_row(%2, %3) : (f64, f64) -> ()
    llvm.call @arith_row(%2, %4) : (f64, f64) -> ()
    llvm.call @arith_row(%3, %3) : (f64, f64) -> ()
    llvm.call @arith_row(%4, %3) : (f64, f64) -> ()
    llvm.call @arith_row(%5, %5) : (f64, f64) -> ()
    llvm.call @arith_row(%5, %6) : (f64, f64) -> ()
    llvm.call @arith_row(%7, %2) : (f64, f64) -> ()
    llvm.call @arith_row(%4, %6) : (f64, f64) -> ()
    llvm.call @printF32(%1) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%0) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

