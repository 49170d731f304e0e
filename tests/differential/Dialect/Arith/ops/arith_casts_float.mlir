// RUN:
// RUN: --mlir-print-op-generic
// Float width casts: extf and truncf, with rounding modes and fastmath flags.
func.func @float_casts(%h: f16, %f: f32, %d: f64, %v: vector<2xf32>) {
  %0 = arith.extf %h : f16 to f32
  %1 = arith.extf %f fastmath<fast> : f32 to f64
  %2 = arith.truncf %d : f64 to f32
  %3 = arith.truncf %f to_nearest_even : f32 to bf16
  %4 = arith.truncf %f downward : f32 to f16
  %5 = arith.truncf %d upward : f64 to f16
  %6 = arith.truncf %d toward_zero fastmath<nnan> : f64 to f32
  %7 = arith.truncf %f to_nearest_away : f32 to f8E5M2
  %8 = arith.truncf %v fastmath<contract> : vector<2xf32> to vector<2xf16>
  %9 = arith.extf %h : f16 to f128
  return
}
