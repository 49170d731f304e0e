// RUN: --convert-math-to-llvm
// math.isnan and math.isfinite test LLVM's float classes (the NaNs: 3;
// the finite values: 504); math.isinf and math.isnormal stay.
func.func @classify(%a: f32, %b: f64, %c: bf16, %v: vector<4xf16>) -> (i1, i1, i1, i1, vector<4xi1>, vector<4xi1>, i1, i1) {
  %0 = math.isnan %a : f32
  %1 = math.isfinite %a : f32
  %2 = math.isnan %b : f64
  %3 = math.isfinite %c : bf16
  %4 = math.isnan %v : vector<4xf16>
  %5 = math.isfinite %v : vector<4xf16>
  %6 = math.isinf %a : f32
  %7 = math.isnormal %b : f64
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, vector<4xi1>, vector<4xi1>, i1, i1
}
