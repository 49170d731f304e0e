// RUN:
// RUN: --mlir-print-op-generic
// The constrained fptrunc, fpext, sitofp and uitofp: every rounding mode and
// exception behavior, vectors, and an attribute beside them.
llvm.func @constrained(%x: f32, %d: f64, %a: i32, %v: vector<4xf32>, %w: vector<4xi64>) {
  %0 = llvm.intr.experimental.constrained.fptrunc %x towardzero ignore : f32 to f16
  %1 = llvm.intr.experimental.constrained.fptrunc %d tonearest maytrap : f64 to f32
  %2 = llvm.intr.experimental.constrained.fptrunc %x upward strict : f32 to bf16
  %3 = llvm.intr.experimental.constrained.fptrunc %d downward ignore {tag} : f64 to f16
  %4 = llvm.intr.experimental.constrained.fptrunc %v tonearestaway ignore : vector<4xf32> to vector<4xf16>
  %5 = llvm.intr.experimental.constrained.fptrunc %x dynamic strict : f32 to f16
  %6 = llvm.intr.experimental.constrained.fpext %x ignore : f32 to f64
  %7 = llvm.intr.experimental.constrained.fpext %v strict : vector<4xf32> to vector<4xf64>
  %8 = llvm.intr.experimental.constrained.sitofp %a towardzero maytrap : i32 to f32
  %9 = llvm.intr.experimental.constrained.uitofp %w dynamic ignore : vector<4xi64> to vector<4xf64>
  %10 = "llvm.intr.experimental.constrained.fptrunc"(%d) <{fpExceptionBehavior = 1 : i64, roundingmode = 3 : i64}> : (f64) -> f32
  llvm.return
}
