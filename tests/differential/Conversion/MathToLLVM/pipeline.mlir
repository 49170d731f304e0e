// RUN: --pass-pipeline=builtin.module(func.func(convert-math-to-llvm))
// RUN: --pass-pipeline=builtin.module(convert-math-to-llvm{approximate-log1p=false},reconcile-unrealized-casts)
// RUN: --convert-math-to-llvm --reconcile-unrealized-casts
// The pass nested on functions, with its option in a pipeline, and
// followed by the reconciliation of the casts (which stay where a
// function's signature keeps the original types).
func.func @f(%a: f32, %v: vector<2x2xf32>) -> (f32, vector<2x2xf32>) {
  %0 = math.log1p %a : f32
  %1 = math.sin %v : vector<2x2xf32>
  %2 = math.cos %1 : vector<2x2xf32>
  return %0, %2 : f32, vector<2x2xf32>
}
