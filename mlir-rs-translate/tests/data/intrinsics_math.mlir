llvm.func @math(%x: f64, %y: f64, %z: f64, %v: vector<4xf32>, %n: i32) -> f64 {
  %0 = llvm.intr.sqrt(%x) : (f64) -> f64
  %1 = llvm.intr.exp(%0) {fastmathFlags = #llvm.fastmath<afn>} : (f64) -> f64
  %2 = llvm.intr.log(%1) : (f64) -> f64
  %3 = llvm.intr.sin(%2) : (f64) -> f64
  %4 = llvm.intr.cos(%3) : (f64) -> f64
  %5 = llvm.intr.pow(%4, %y) : (f64, f64) -> f64
  %6 = llvm.intr.fma(%5, %y, %z) : (f64, f64, f64) -> f64
  %7 = llvm.intr.fabs(%6) : (f64) -> f64
  %8 = llvm.intr.floor(%7) : (f64) -> f64
  %9 = llvm.intr.ceil(%8) : (f64) -> f64
  %10 = llvm.intr.copysign(%9, %y) : (f64, f64) -> f64
  %11 = llvm.intr.minimum(%10, %y) : (f64, f64) -> f64
  %12 = llvm.intr.maximum(%11, %y) : (f64, f64) -> f64
  %13 = llvm.intr.powi(%12, %n) : (f64, i32) -> f64
  %14 = llvm.intr.exp2(%v) : (vector<4xf32>) -> vector<4xf32>
  %15 = llvm.intr.trunc(%13) : (f64) -> f64
  %16 = llvm.intr.round(%15) : (f64) -> f64
  %17 = llvm.intr.roundeven(%16) : (f64) -> f64
  %18 = llvm.intr.log2(%17) : (f64) -> f64
  %19 = llvm.intr.log10(%18) : (f64) -> f64
  %20 = llvm.intr.tanh(%19) : (f64) -> f64
  %21 = llvm.intr.minnum(%20, %y) : (f64, f64) -> f64
  %22 = llvm.intr.maxnum(%21, %y) : (f64, f64) -> f64
  llvm.return %22 : f64
}
