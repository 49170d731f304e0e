// RUN: --convert-math-to-llvm --convert-math-to-libm
// RUN: --convert-math-to-libm --convert-math-to-llvm
// The two passes together: after convert-math-to-llvm, the ops without an
// intrinsic (erf, cbrt, acosh) become libm calls; the other way round,
// libm takes every op it knows.
func.func @f(%a: f32, %b: f64) -> (f32, f32, f64, f32, f64) {
  %0 = math.erf %a : f32
  %1 = math.sin %a : f32
  %2 = math.cbrt %b : f64
  %3 = math.acosh %1 : f32
  %4 = math.exp %b : f64
  return %0, %1, %2, %3, %4 : f32, f32, f64, f32, f64
}
