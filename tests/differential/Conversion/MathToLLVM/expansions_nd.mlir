// RUN: --convert-math-to-llvm
// expm1, log1p and rsqrt on vectors of several dimensions: each
// innermost vector gets its own constant 1 and its own ops.
func.func @expansions(%v: vector<2x3xf32>, %w: vector<2x1x2xf64>) -> (vector<2x3xf32>, vector<2x3xf32>, vector<2x1x2xf64>) {
  %0 = math.expm1 %v fastmath<fast> : vector<2x3xf32>
  %1 = math.log1p %v : vector<2x3xf32>
  %2 = math.rsqrt %w fastmath<arcp> : vector<2x1x2xf64>
  return %0, %1, %2 : vector<2x3xf32>, vector<2x3xf32>, vector<2x1x2xf64>
}
