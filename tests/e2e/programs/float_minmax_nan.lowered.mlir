module {
  llvm.func @printF64(f64) attributes {sym_visibility = "private"}
  llvm.func @printF32(f32) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @row(%arg0: f64, %arg1: f64) {
    %0 = llvm.intr.minimum(%arg0, %arg1) : (f64, f64) -> f64
    %1 = llvm.intr.maximum(%arg0, %arg1) : (f64, f64) -> f64
    %2 = llvm.intr.minnum(%arg0, %arg1) : (f64, f64) -> f64
    %3 = llvm.intr.maxnum(%arg0, %arg1) : (f64, f64) -> f64
    llvm.call @printF64(%0) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%1) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%2) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%3) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    %4 = llvm.fptrunc %arg0 : f64 to f32
    %5 = llvm.fptrunc %arg1 : f64 to f32
    %6 = llvm.intr.minimum(%5, %4) : (f32, f32) -> f32
    %7 = llvm.intr.maximum(%5, %4) : (f32, f32) -> f32
    %8 = llvm.intr.minnum(%5, %4) : (f32, f32) -> f32
    %9 = llvm.intr.maxnum(%5, %4) : (f32, f32) -> f32
    llvm.call @printF32(%6) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%7) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%8) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%9) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(1.000000e+00 : f64) : f64
    %1 = llvm.mlir.constant(-2.000000e+00 : f64) : f64
    %2 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %3 = llvm.mlir.constant(-0.000000e+00 : f64) : f64
    %4 = llvm.mlir.constant(0x7FF8000000000000 : f64) : f64
    %5 = llvm.mlir.constant(0x7FF0000000000000 : f64) : f64
    %6 = llvm.mlir.constant(0xFFF0000000000000 : f64) : f64
    llvm.call @row(%0, %1) : (f64, f64) -> ()
    llvm.call @row(%2, %3) : (f64, f64) -> ()
    llvm.call @row(%3, %2) : (f64, f64) -> ()
    llvm.call @row(%4, %0) : (f64, f64) -> ()
    llvm.call @row(%0, %4) : (f64, f64) -> ()
    llvm.call @row(%4, %4) : (f64, f64) -> ()
    llvm.call @row(%5, %6) : (f64, f64) -> ()
    llvm.call @row(%6, %4) : (f64, f64) -> ()
    llvm.return
  }
}

