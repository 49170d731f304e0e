module {
  llvm.func @printF64(f64) attributes {sym_visibility = "private"}
  llvm.func @printF32(f32) attributes {sym_visibility = "private"}
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printU64(i64) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @halve(%arg0: f32, %arg1: i64) -> f32 {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    llvm.br ^bb1(%0, %arg0 : i64, f32)
  ^bb1(%3: i64, %4: f32):  // 2 preds: ^bb0, ^bb2
    %5 = llvm.icmp "slt" %3, %arg1 : i64
    llvm.cond_br %5, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %6 = llvm.fmul %4, %2 : f32
    %7 = llvm.add %3, %1 : i64
    llvm.br ^bb1(%7, %6 : i64, f32)
  ^bb3:  // pred: ^bb1
    llvm.return %4 : f32
  }
  llvm.func @conv(%arg0: f64) {
    %0 = llvm.mlir.constant(-1.280000e+02 : f64) : f64
    %1 = llvm.mlir.constant(1.270000e+02 : f64) : f64
    %2 = llvm.fptosi %arg0 : f64 to i64
    %3 = llvm.intr.minimum(%arg0, %1) : (f64, f64) -> f64
    %4 = llvm.intr.maximum(%3, %0) : (f64, f64) -> f64
    %5 = llvm.fptosi %4 : f64 to i8
    %6 = llvm.sext %5 : i8 to i64
    %7 = llvm.fptrunc %arg0 : f64 to f32
    %8 = llvm.fpext %7 : f32 to f64
    %9 = llvm.bitcast %7 : f32 to i32
    %10 = llvm.zext %9 : i32 to i64
    llvm.call @printI64(%2) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%6) : (i64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%8) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printI64(%10) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(16777217 : i64) : i64
    %1 = llvm.mlir.constant(-1.000000e+00 : f64) : f64
    %2 = llvm.mlir.constant(1.8446744073709552E+19 : f64) : f64
    %3 = llvm.mlir.constant(9.881310e-324 : f64) : f64
    %4 = llvm.mlir.constant(-7.500000e-01 : f64) : f64
    %5 = llvm.mlir.constant(0x4170000010000000 : f64) : f64
    %6 = llvm.mlir.constant(1.0000000596046448 : f64) : f64
    %7 = llvm.mlir.constant(-1.239900e+02 : f64) : f64
    %8 = llvm.mlir.constant(4.940660e-324 : f64) : f64
    %9 = llvm.mlir.constant(1.17549435E-38 : f32) : f32
    %10 = llvm.mlir.constant(3 : index) : i64
    %11 = llvm.mlir.constant(23 : index) : i64
    %12 = llvm.mlir.constant(24 : index) : i64
    %13 = llvm.call @halve(%9, %10) : (f32, i64) -> f32
    %14 = llvm.call @halve(%9, %11) : (f32, i64) -> f32
    %15 = llvm.call @halve(%9, %12) : (f32, i64) -> f32
    llvm.call @printF32(%13) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%14) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%15) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    %16 = llvm.fpext %14 : f32 to f64
    llvm.call @printF64(%16) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%8) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%3) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @conv(%7) : (f64) -> ()
    llvm.call @conv(%6) : (f64) -> ()
    llvm.call @conv(%5) : (f64) -> ()
    llvm.call @conv(%4) : (f64) -> ()
    llvm.call @printF64(%2) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%1) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printU64(%0) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

