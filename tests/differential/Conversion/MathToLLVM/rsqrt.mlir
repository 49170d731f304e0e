// RUN: --convert-math-to-llvm
// math.rsqrt is 1 / sqrt(x).
func.func @rsqrt(%a: f32, %b: bf16, %c: f64, %v: vector<4xf32>, %w: vector<2xf16>) -> (f32, bf16, f64, vector<4xf32>, vector<2xf16>) {
  %0 = math.rsqrt %a : f32
  %1 = math.rsqrt %b fastmath<arcp> : bf16
  %2 = math.rsqrt %c fastmath<fast> : f64
  %3 = math.rsqrt %v : vector<4xf32>
  %4 = math.rsqrt %w fastmath<afn> : vector<2xf16>
  return %0, %1, %2, %3, %4 : f32, bf16, f64, vector<4xf32>, vector<2xf16>
}
