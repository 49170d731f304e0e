// RUN:
// RUN: --mlir-print-op-generic
// Float binary and unary ops without fastmath flags.
func.func @float_binary(%a: f32, %b: f32) -> f32 {
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %0, %b : f32
  %2 = arith.mulf %1, %a : f32
  %3 = arith.divf %2, %b : f32
  %4 = arith.remf %3, %a : f32
  %5 = arith.maximumf %4, %a : f32
  %6 = arith.minimumf %5, %b : f32
  %7 = arith.maxnumf %6, %a : f32
  %8 = arith.minnumf %7, %b : f32
  %9 = arith.negf %8 : f32
  return %9 : f32
}

func.func @other_float_types(%h: f16, %bf: bf16, %d: f64, %q: f128) -> (f16, bf16, f64, f128) {
  %0 = arith.addf %h, %h : f16
  %1 = arith.mulf %bf, %bf : bf16
  %2 = arith.divf %d, %d : f64
  %3 = arith.negf %q : f128
  return %0, %1, %2, %3 : f16, bf16, f64, f128
}
