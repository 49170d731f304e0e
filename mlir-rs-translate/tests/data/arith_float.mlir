llvm.func @floats(%a: f64, %b: f64) -> f64 {
  %0 = llvm.fadd %a, %b {fastmathFlags = #llvm.fastmath<fast>} : f64
  %1 = llvm.fsub %0, %b {fastmathFlags = #llvm.fastmath<nnan, nsz>} : f64
  %2 = llvm.fmul %1, %a : f64
  %3 = llvm.fdiv %2, %b {fastmathFlags = #llvm.fastmath<arcp>} : f64
  %4 = llvm.frem %3, %a : f64
  %5 = llvm.fneg %4 {fastmathFlags = #llvm.fastmath<ninf>} : f64
  llvm.return %5 : f64
}
