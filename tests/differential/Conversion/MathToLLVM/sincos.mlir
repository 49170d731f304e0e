// RUN: --convert-math-to-llvm
// math.sincos is llvm.intr.sincos, whose struct two extractvalues take
// apart; its flags go on the intrinsic.
func.func @scalar(%a: f32) -> (f32, f32) {
  %s, %c = math.sincos %a : f32
  return %s, %c : f32, f32
}

func.func @flags_and_kinds(%a: f64, %b: f16, %v: vector<4xf32>) -> (f64, f16, vector<4xf32>, vector<4xf32>) {
  %s0, %c0 = math.sincos %a fastmath<fast> : f64
  %s1, %c1 = math.sincos %b fastmath<afn,contract> : f16
  %s2, %c2 = math.sincos %v : vector<4xf32>
  return %s0, %c1, %s2, %c2 : f64, f16, vector<4xf32>, vector<4xf32>
}

func.func @unused_results(%a: bf16) {
  %s, %c = math.sincos %a : bf16
  return
}
