// The vector reductions: integer ones, float ones of the elements alone,
// and `fadd`/`fmul` from a start value (overloaded on the vector, the
// second operand), with fast-math flags.
llvm.func @reductions(%v: vector<8xi16>, %fv: vector<4xf32>, %s: f32, %dv: vector<2xf64>, %d: f64) -> f64 {
  %0 = "llvm.intr.vector.reduce.add"(%v) : (vector<8xi16>) -> i16
  %1 = "llvm.intr.vector.reduce.mul"(%v) : (vector<8xi16>) -> i16
  %2 = "llvm.intr.vector.reduce.and"(%v) : (vector<8xi16>) -> i16
  %3 = "llvm.intr.vector.reduce.or"(%v) : (vector<8xi16>) -> i16
  %4 = "llvm.intr.vector.reduce.xor"(%v) : (vector<8xi16>) -> i16
  %5 = "llvm.intr.vector.reduce.smax"(%v) : (vector<8xi16>) -> i16
  %6 = "llvm.intr.vector.reduce.smin"(%v) : (vector<8xi16>) -> i16
  %7 = "llvm.intr.vector.reduce.umax"(%v) : (vector<8xi16>) -> i16
  %8 = "llvm.intr.vector.reduce.umin"(%v) : (vector<8xi16>) -> i16
  %9 = llvm.intr.vector.reduce.fmax(%fv) : (vector<4xf32>) -> f32
  %10 = llvm.intr.vector.reduce.fmin(%dv) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<2xf64>) -> f64
  %11 = llvm.intr.vector.reduce.fmaximum(%fv) : (vector<4xf32>) -> f32
  %12 = llvm.intr.vector.reduce.fminimum(%dv) : (vector<2xf64>) -> f64
  %13 = "llvm.intr.vector.reduce.fadd"(%s, %fv) : (f32, vector<4xf32>) -> f32
  %14 = "llvm.intr.vector.reduce.fmul"(%s, %fv) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
  %15 = "llvm.intr.vector.reduce.fadd"(%d, %dv) <{fastmathFlags = #llvm.fastmath<fast>}> : (f64, vector<2xf64>) -> f64
  %16 = "llvm.intr.vector.reduce.fmul"(%d, %dv) : (f64, vector<2xf64>) -> f64
  %17 = llvm.fadd %15, %16 : f64
  llvm.return %17 : f64
}
