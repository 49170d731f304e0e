// RUN: --split-input-file
// The constrained intrinsics' errors: an unknown exception behavior, a
// missing one, and integers that are no case.
llvm.func @f(%x: f32) {
  %0 = llvm.intr.experimental.constrained.fptrunc %x tonearest often : f32 to f16
  llvm.return
}

// -----

llvm.func @f(%x: f32) {
  %0 = llvm.intr.experimental.constrained.fpext %x : f32 to f64
  llvm.return
}

// -----

llvm.func @f(%x: f32) {
  %0 = "llvm.intr.experimental.constrained.fpext"(%x) : (f32) -> f64
  llvm.return
}

// -----

llvm.func @f(%x: f32) {
  %0 = "llvm.intr.experimental.constrained.fptrunc"(%x) <{fpExceptionBehavior = 5 : i64, roundingmode = 0 : i64}> : (f32) -> f16
  llvm.return
}

// -----

llvm.func @f(%x: f32) {
  %0 = "llvm.intr.experimental.constrained.fptrunc"(%x) <{fpExceptionBehavior = 0 : i64, roundingmode = 5 : i64}> : (f32) -> f16
  llvm.return
}
