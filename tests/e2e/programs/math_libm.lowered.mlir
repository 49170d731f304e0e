module {
  llvm.func @cbrtf(f32) -> f32 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, sym_visibility = "private"}
  llvm.func @erff(f32) -> f32 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, sym_visibility = "private"}
  llvm.func @cbrt(f64) -> f64 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, sym_visibility = "private"}
  llvm.func @erfc(f64) -> f64 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, sym_visibility = "private"}
  llvm.func @erf(f64) -> f64 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, sym_visibility = "private"}
  llvm.func @printF64(f64) attributes {sym_visibility = "private"}
  llvm.func @printF32(f32) attributes {sym_visibility = "private"}
  llvm.func @printComma() attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @f64s(%arg0: f64) {
    %0 = llvm.call @erf(%arg0) : (f64) -> f64
    %1 = llvm.call @erfc(%arg0) : (f64) -> f64
    %2 = llvm.call @cbrt(%arg0) : (f64) -> f64
    %3 = llvm.intr.tan(%arg0) : (f64) -> f64
    %4 = llvm.intr.atan(%arg0) : (f64) -> f64
    %5 = llvm.intr.sinh(%arg0) : (f64) -> f64
    %6 = llvm.intr.cosh(%arg0) : (f64) -> f64
    %7 = llvm.mlir.constant(1.000000e+00 : f64) : f64
    %8 = llvm.intr.exp(%arg0) : (f64) -> f64
    %9 = llvm.fsub %8, %7 : f64
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
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%6) : (f64) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF64(%9) : (f64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @f32s(%arg0: f32) {
    %0 = llvm.call @erff(%arg0) : (f32) -> f32
    %1 = llvm.intr.acos(%arg0) : (f32) -> f32
    %2 = llvm.intr.asin(%arg0) : (f32) -> f32
    %3 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %4 = llvm.fadd %3, %arg0 : f32
    %5 = llvm.intr.log(%4) : (f32) -> f32
    %6 = llvm.call @cbrtf(%arg0) : (f32) -> f32
    llvm.call @printF32(%0) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%1) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%2) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%5) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    llvm.call @printF32(%6) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %1 = llvm.mlir.constant(-8.750000e-01 : f32) : f32
    %2 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %3 = llvm.mlir.constant(5.000000e-01 : f64) : f64
    %4 = llvm.mlir.constant(-1.250000e+00 : f64) : f64
    %5 = llvm.mlir.constant(2.700000e+01 : f64) : f64
    llvm.call @f64s(%3) : (f64) -> ()
    llvm.call @f64s(%4) : (f64) -> ()
    llvm.call @f64s(%5) : (f64) -> ()
    llvm.call @f32s(%2) : (f32) -> ()
    llvm.call @f32s(%1) : (f32) -> ()
    llvm.call @f32s(%0) : (f32) -> ()
    llvm.return
  }
}

