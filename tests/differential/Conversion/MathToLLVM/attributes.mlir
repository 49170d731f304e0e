// RUN: --convert-math-to-llvm
// The discardable attributes of an op go on the ops replacing it (both
// ops of an expansion, the sincos intrinsic), except for ctlz, cttz,
// absi, isnan and isfinite, whose lowerings drop them.
func.func @carried(%a: f32, %v: vector<2x2xf32>) -> (f32, f32, f32, vector<2x2xf32>, f32) {
  %0 = math.sin %a {tag = "sin"} : f32
  %1 = math.expm1 %a fastmath<nnan> {tag = 1 : i32, other} : f32
  %2 = math.log1p %a {a.b = [1, 2]} : f32
  %3 = math.rsqrt %v {tag = "nd"} : vector<2x2xf32>
  %s, %c = math.sincos %a {tag = "sc"} : f32
  return %0, %1, %2, %3, %s : f32, f32, f32, vector<2x2xf32>, f32
}

func.func @dropped(%a: f32, %i: i32) -> (i32, i32, i1, i1) {
  %0 = math.ctlz %i {tag = "ctlz"} : i32
  %1 = math.absi %i {tag = "absi"} : i32
  %2 = math.isnan %a {tag = "isnan"} : f32
  %3 = math.isfinite %a {tag = "isfinite"} : f32
  return %0, %1, %2, %3 : i32, i32, i1, i1
}

func.func @passed_through(%i: i32) -> i32 {
  %0 = math.ctpop %i {tag = "ctpop"} : i32
  return %0 : i32
}
