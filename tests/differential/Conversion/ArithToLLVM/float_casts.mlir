// RUN: --allow-unregistered-dialect --convert-arith-to-llvm
// extf and truncf without a rounding mode; their fast-math flags are carried
// over as a discardable attribute.
func.func @float_casts(%h: f16, %b: bf16, %x: f32, %d: f64, %v: vector<4xf16>, %m: vector<2x2xf32>) -> () {
  %0 = arith.extf %h : f16 to f32
  %1 = arith.extf %b : bf16 to f64
  %2 = arith.extf %x : f32 to f128
  %3 = arith.truncf %x : f32 to f16
  %4 = arith.truncf %d : f64 to bf16
  %5 = arith.extf %x fastmath<contract> : f32 to f64
  %6 = arith.truncf %d fastmath<fast> : f64 to f32
  %7 = arith.extf %v : vector<4xf16> to vector<4xf32>
  %8 = arith.truncf %m : vector<2x2xf32> to vector<2x2xf16>
  %9 = arith.extf %h : f16 to f80
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (f32, f64, f128, f16, bf16, f64, f32, vector<4xf32>, vector<2x2xf16>, f80) -> ()
  return
}
