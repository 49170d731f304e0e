// RUN: --convert-math-to-llvm
// Exponentials and logarithms on f64: exp, exp2, log, log2 and log10 are
// intrinsics, math.expm1 and math.log1p short sequences around them.
func.func @exp_log(%x: f64) -> (f64, f64, f64, f64, f64, f64, f64) {
  %0 = math.exp %x : f64
  %1 = math.exp2 %x : f64
  %2 = math.log %x : f64
  %3 = math.log2 %x : f64
  %4 = math.log10 %x : f64
  %5 = math.expm1 %x : f64
  %6 = math.log1p %x : f64
  return %0, %1, %2, %3, %4, %5, %6 : f64, f64, f64, f64, f64, f64, f64
}
