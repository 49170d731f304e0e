// RUN: --convert-math-to-libm
// On f16 and bf16 each operand is extended to f32, the f32 function
// called and its result truncated back; the op's fast-math flags are
// dropped.
func.func @f16(%a: f16, %b: f16, %c: f16) -> (f16, f16, f16) {
  %0 = math.sin %a fastmath<fast> : f16
  %1 = math.atan2 %a, %b : f16
  %2 = math.fma %a, %b, %c fastmath<contract> : f16
  return %0, %1, %2 : f16, f16, f16
}

func.func @bf16(%a: bf16, %b: bf16) -> (bf16, bf16, bf16) {
  %0 = math.exp %a : bf16
  %1 = math.powf %a, %b : bf16
  %2 = math.sin %b : bf16
  return %0, %1, %2 : bf16, bf16, bf16
}
