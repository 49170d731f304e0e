// RUN:
// RUN: --mlir-print-op-generic
// scaling_extf and scaling_truncf on scalars and vectors, with rounding mode
// and fastmath flags.
func.func @scaling(%a: f4E2M1FN, %s: f8E8M0FNU, %f: f32, %v: vector<4xf8E5M2>,
                   %vs: vector<4xf8E8M0FNU>, %w: vector<4xbf16>) {
  %0 = arith.scaling_extf %a, %s : f4E2M1FN, f8E8M0FNU to f32
  %1 = arith.scaling_extf %a, %s fastmath<fast> : f4E2M1FN, f8E8M0FNU to bf16
  %2 = arith.scaling_truncf %f, %s : f32, f8E8M0FNU to f4E2M1FN
  %3 = arith.scaling_truncf %f, %s to_nearest_even : f32, f8E8M0FNU to f8E4M3FN
  %4 = arith.scaling_truncf %f, %s toward_zero fastmath<nnan,ninf> : f32, f8E8M0FNU to f6E2M3FN
  %5 = arith.scaling_extf %v, %vs : vector<4xf8E5M2>, vector<4xf8E8M0FNU> to vector<4xf32>
  %6 = arith.scaling_truncf %w, %vs : vector<4xbf16>, vector<4xf8E8M0FNU> to vector<4xf4E2M1FN>
  return
}
