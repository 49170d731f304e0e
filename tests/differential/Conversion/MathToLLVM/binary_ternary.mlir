// RUN: --convert-math-to-llvm
// Ops of two and three operands: powf, copysign, atan2, fma, and fpowi
// with exponents of several widths.
func.func @binary(%a: f32, %b: f32) -> (f32, f32, f32) {
  %0 = math.powf %a, %b : f32
  %1 = math.copysign %a, %b : f32
  %2 = math.atan2 %b, %a : f32
  return %0, %1, %2 : f32, f32, f32
}

func.func @fma(%a: bf16, %b: bf16, %c: bf16, %v: vector<4xf64>) -> (bf16, vector<4xf64>) {
  %0 = math.fma %a, %b, %c : bf16
  %1 = math.fma %v, %v, %v : vector<4xf64>
  return %0, %1 : bf16, vector<4xf64>
}

func.func @fpowi(%a: f32, %i: i32, %d: f64, %j: i64, %h: f16, %k: i16) -> (f32, f64, f16) {
  %0 = math.fpowi %a, %i : f32, i32
  %1 = math.fpowi %d, %j : f64, i64
  %2 = math.fpowi %h, %k fastmath<contract> : f16, i16
  return %0, %1, %2 : f32, f64, f16
}
