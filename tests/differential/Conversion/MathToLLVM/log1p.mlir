// RUN: --convert-math-to-llvm
// RUN: --convert-math-to-llvm=approximate-log1p=false
// RUN: --convert-math-to-llvm=approximate-log1p=true
// math.log1p is log(1 + x) with approximate-log1p (the default); without
// it, it stays.
func.func @log1p(%a: f32, %b: f64, %v: vector<3xf16>, %m: vector<2x2xf32>) -> (f32, f64, vector<3xf16>, vector<2x2xf32>) {
  %0 = math.log1p %a : f32
  %1 = math.log1p %b fastmath<reassoc> : f64
  %2 = math.log1p %v : vector<3xf16>
  %3 = math.log1p %m fastmath<fast> : vector<2x2xf32>
  return %0, %1, %2, %3 : f32, f64, vector<3xf16>, vector<2x2xf32>
}

func.func @others_unaffected(%a: f32) -> (f32, f32) {
  %0 = math.log %a : f32
  %1 = math.expm1 %a : f32
  return %0, %1 : f32, f32
}
