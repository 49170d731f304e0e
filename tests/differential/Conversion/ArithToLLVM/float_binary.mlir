// RUN: --convert-arith-to-llvm
// The float binary ops and negf, on each float kind LLVM has.
func.func @float_binary(%a: f16, %b: bf16, %c: f32, %d: f64, %e: f80, %f: f128) -> () {
  %0 = arith.addf %a, %a : f16
  %1 = arith.subf %b, %b : bf16
  %2 = arith.mulf %c, %c : f32
  %3 = arith.divf %d, %d : f64
  %4 = arith.remf %c, %c : f32
  %5 = arith.negf %e : f80
  %6 = arith.addf %f, %f : f128
  %7 = arith.remf %d, %d : f64
  %8 = arith.negf %a : f16
  return
}
