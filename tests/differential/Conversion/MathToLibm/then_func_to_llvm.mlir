// RUN: --convert-math-to-libm --convert-func-to-llvm
// The libm declarations' `llvm.readnone` becomes memory effects.
func.func @f(%a: f32, %b: f64) -> (f32, f64) {
  %0 = math.erf %a : f32
  %1 = math.cbrt %b : f64
  return %0, %1 : f32, f64
}
