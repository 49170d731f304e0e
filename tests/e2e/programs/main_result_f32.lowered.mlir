module {
  llvm.func @printF32(f32) attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @main() -> f32 {
    %0 = llvm.mlir.constant(1.000000e+03 : f32) : f32
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(5 : index) : i64
    %4 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %5 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %6 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    llvm.br ^bb1(%1, %6 : i64, f32)
  ^bb1(%7: i64, %8: f32):  // 2 preds: ^bb0, ^bb2
    %9 = llvm.icmp "slt" %7, %3 : i64
    llvm.cond_br %9, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %10 = llvm.fdiv %4, %8 : f32
    %11 = llvm.fadd %8, %10 : f32
    %12 = llvm.fmul %11, %5 : f32
    llvm.call @printF32(%12) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    %13 = llvm.add %7, %2 : i64
    llvm.br ^bb1(%13, %12 : i64, f32)
  ^bb3:  // pred: ^bb1
    %14 = llvm.fmul %8, %8 : f32
    %15 = llvm.fsub %14, %4 : f32
    llvm.call @printF32(%15) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    %16 = llvm.fmul %8, %0 : f32
    llvm.return %16 : f32
  }
}

