// RUN: --convert-math-to-llvm
// math.expm1 is exp(x) - 1: the constant 1 first (scalar, or splat of
// the vector type), both new ops with the op's fast-math flags.
func.func @scalars(%a: f32, %b: f64, %c: f16) -> (f32, f64, f16) {
  %0 = math.expm1 %a : f32
  %1 = math.expm1 %b fastmath<fast> : f64
  %2 = math.expm1 %c fastmath<nnan,afn> : f16
  return %0, %1, %2 : f32, f64, f16
}

func.func @vectors(%v: vector<4xf32>, %w: vector<8xbf16>) -> (vector<4xf32>, vector<8xbf16>) {
  %0 = math.expm1 %v : vector<4xf32>
  %1 = math.expm1 %w fastmath<ninf> : vector<8xbf16>
  return %0, %1 : vector<4xf32>, vector<8xbf16>
}
