// RUN: --allow-unregistered-dialect --convert-arith-to-llvm
// truncf with a rounding mode becomes the constrained intrinsic, which
// ignores exceptions; each mode, with flags, on vectors and n-D vectors.
func.func @truncf_rounding(%x: f32, %d: f64, %v: vector<4xf32>, %m: vector<2x3xf64>) -> () {
  %0 = arith.truncf %x to_nearest_even : f32 to f16
  %1 = arith.truncf %x downward : f32 to f16
  %2 = arith.truncf %x upward : f32 to bf16
  %3 = arith.truncf %d toward_zero : f64 to f32
  %4 = arith.truncf %d to_nearest_away : f64 to f16
  %5 = arith.truncf %x upward fastmath<nnan,ninf> : f32 to f16
  %6 = arith.truncf %v toward_zero : vector<4xf32> to vector<4xf16>
  %7 = arith.truncf %m downward : vector<2x3xf64> to vector<2x3xf32>
  %8 = arith.truncf %x : f32 to f16
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (f16, f16, bf16, f32, f16, f16, vector<4xf16>, vector<2x3xf32>, f16) -> ()
  return
}
