// RUN: --convert-math-to-llvm
// Scalable vectors stay vectors (the constant 1 of an expansion is a
// scalable splat); a 0-D vector is a vector of one element.
func.func @scalable(%v: vector<[4]xf32>, %i: vector<[2]xi64>) -> (vector<[4]xf32>, vector<[4]xf32>, vector<[2]xi64>, vector<[4]xf32>) {
  %0 = math.cos %v : vector<[4]xf32>
  %1 = math.expm1 %v fastmath<fast> : vector<[4]xf32>
  %2 = math.ctlz %i : vector<[2]xi64>
  %3 = math.rsqrt %v : vector<[4]xf32>
  return %0, %1, %2, %3 : vector<[4]xf32>, vector<[4]xf32>, vector<[2]xi64>, vector<[4]xf32>
}

func.func @scalable_nd(%v: vector<2x[4]xf32>) -> vector<2x[4]xf32> {
  %0 = math.log1p %v : vector<2x[4]xf32>
  return %0 : vector<2x[4]xf32>
}

func.func @zero_d(%v: vector<f32>, %i: vector<i16>) -> (vector<f32>, vector<f32>, vector<i16>, vector<i1>) {
  %0 = math.sin %v : vector<f32>
  %1 = math.expm1 %v : vector<f32>
  %2 = math.cttz %i : vector<i16>
  %3 = math.isfinite %v : vector<f32>
  return %0, %1, %2, %3 : vector<f32>, vector<f32>, vector<i16>, vector<i1>
}
