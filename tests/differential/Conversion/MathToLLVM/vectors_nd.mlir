// RUN: --convert-math-to-llvm
// Vectors of several dimensions are LLVM arrays of vectors: each
// innermost vector is extracted, the intrinsic applied, the result
// inserted into a poison array; the casts to and from the array types
// stay around the converted ops.
func.func @unary(%v: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = math.floor %v fastmath<nnan> : vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

func.func @three_dims(%v: vector<2x2x2xf64>) -> vector<2x2x2xf64> {
  %0 = math.exp %v : vector<2x2x2xf64>
  return %0 : vector<2x2x2xf64>
}

func.func @binary_and_ternary(%a: vector<3x2xf16>, %b: vector<3x2xf16>) -> (vector<3x2xf16>, vector<3x2xf16>) {
  %0 = math.powf %a, %b : vector<3x2xf16>
  %1 = math.fma %a, %b, %0 : vector<3x2xf16>
  return %0, %1 : vector<3x2xf16>, vector<3x2xf16>
}

func.func @chain(%v: vector<1x4xf32>) -> vector<1x4xf32> {
  %0 = math.sin %v : vector<1x4xf32>
  %1 = math.sqrt %0 : vector<1x4xf32>
  %2 = math.copysign %1, %v : vector<1x4xf32>
  return %2 : vector<1x4xf32>
}
