// RUN: --convert-math-to-libm
// atan2, powf and fma take their operands in order.
func.func @f32(%a: f32, %b: f32, %c: f32) -> (f32, f32, f32) {
  %0 = math.atan2 %a, %b : f32
  %1 = math.powf %b, %a : f32
  %2 = math.fma %a, %b, %c : f32
  return %0, %1, %2 : f32, f32, f32
}

func.func @f64(%a: f64, %b: f64, %c: f64) -> (f64, f64, f64) {
  %0 = math.fma %c, %b, %a : f64
  %1 = math.powf %a, %a : f64
  %2 = math.atan2 %b, %c : f64
  return %0, %1, %2 : f64, f64, f64
}
