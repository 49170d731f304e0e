// Constants folded as MLIR folds them: arithmetic on denormal floats is
// folded, a comparison with a denormal constant is not.
llvm.func @f() -> i1 {
  %a = llvm.mlir.constant(-1.0 : f32) : f32
  %b = llvm.mlir.constant(1.0 : f32) : f32
  %d = llvm.mlir.constant(1.0e-44 : f32) : f32
  %c1 = llvm.fcmp "oge" %a, %b : f32
  %c2 = llvm.fcmp "oge" %a, %d : f32
  %m = llvm.fmul %d, %b : f32
  %x = llvm.fadd %d, %d : f32
  %c3 = llvm.and %c1, %c2 : i1
  llvm.call @use(%m, %x) : (f32, f32) -> ()
  llvm.return %c3 : i1
}
llvm.func @use(f32, f32)
