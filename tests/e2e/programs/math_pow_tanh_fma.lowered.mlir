module {
  llvm.func @printF64(f64) attributes {sym_visibility = "private"}
  llvm.func @printF32(f32) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @two(%arg0: f64, %arg1: f64, %arg2: i32) {
    %0 = llvm.intr.pow(%arg0, %arg1) : (f64, f64) -> f64
    %1 = llvm.intr.powi(%arg0, %arg2) : (f64, i32) -> f64
    %2 = llvm.intr.fma(%arg0, %arg1, %arg0) : (f64, f64, f64) -> f64
    %3 = llvm.intr.copysign(%arg0, %arg1) : (f64, f64) -> f64
    %4 = llvm.intr.atan2(%arg0, %arg1) : (f64, f64) -> f64
    %5 = llvm.intr.tanh(%arg1) : (f64) -> f64
    llvm.call @printF64(%0) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%1) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%2) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%3) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%4) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%5) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    %6 = llvm.fptrunc %arg0 : f64 to f32
    %7 = llvm.fptrunc %arg1 : f64 to f32
    %8 = llvm.intr.pow(%6, %7) : (f32, f32) -> f32
    %9 = llvm.intr.fma(%6, %7, %7) : (f32, f32, f32) -> f32
    %10 = llvm.intr.tanh(%6) : (f32) -> f32
    %11 = llvm.intr.powi(%7, %arg2) : (f32, i32) -> f32
    llvm.call @printF32(%8) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%9) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%10) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%11) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(5 : i32) : i32
    %1 = llvm.mlir.constant(-3.000000e+00 : f64) : f64
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(5.000000e-01 : f64) : f64
    %4 = llvm.mlir.constant(1.000000e-01 : f64) : f64
    %5 = llvm.mlir.constant(-2 : i32) : i32
    %6 = llvm.mlir.constant(-7.500000e-01 : f64) : f64
    %7 = llvm.mlir.constant(1.500000e+00 : f64) : f64
    %8 = llvm.mlir.constant(2.000000e+00 : f64) : f64
    %9 = llvm.mlir.constant(1.000000e+01 : f64) : f64
    %10 = llvm.mlir.constant(3 : i32) : i32
    llvm.call @two(%8, %9, %10) : (f64, f64, i32) -> ()
    llvm.call @two(%7, %6, %5) : (f64, f64, i32) -> ()
    llvm.call @two(%4, %3, %2) : (f64, f64, i32) -> ()
    llvm.call @two(%1, %8, %0) : (f64, f64, i32) -> ()
    llvm.return
  }
}

