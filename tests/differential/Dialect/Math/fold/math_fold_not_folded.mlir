// RUN: --canonicalize
// cbrt, rsqrt, fma, clampf, fpowi and sincos do not fold in MLIR 22, even on constants.
func.func @not_folded() -> (f32, f64, f32, f32, f32, f32, f32, vector<2xf32>, f32) {
  %a = arith.constant 8.0 : f32
  %b = arith.constant 4.0 : f64
  %n = arith.constant 2 : i32
  %z = arith.constant 0 : i32
  %v = arith.constant dense<1.0> : vector<2xf32>
  %0 = math.cbrt %a : f32
  %1 = math.rsqrt %b : f64
  %2 = math.fma %a, %a, %a : f32
  %3 = math.clampf %a to [%a, %a] : f32
  %4 = math.fpowi %a, %n : f32, i32
  %5, %6 = math.sincos %a : f32
  %7 = math.rsqrt %v : vector<2xf32>
  %8 = math.fpowi %a, %z : f32, i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f64, f32, f32, f32, f32, f32, vector<2xf32>, f32
}
