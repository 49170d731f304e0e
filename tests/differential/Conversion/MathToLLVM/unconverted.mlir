// RUN: --convert-math-to-llvm
// What the pass leaves: the ops without a lowering, ops on tensors, and
// float ops on the small floats LLVM holds as integers. The pass does
// not fail on them.
func.func @no_lowering(%a: f32, %b: f32, %c: f32, %i: i32, %j: i32) -> (f32, f32, f32, f32, f32, i32) {
  %0 = math.cbrt %a : f32
  %1 = math.erf %a : f32
  %2 = math.erfc %a : f32
  %3 = math.clampf %a to [%b, %c] : f32
  %4 = math.acosh %a fastmath<fast> : f32
  %5 = math.ipowi %i, %j : i32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, i32
}

func.func @tensors(%t: tensor<4xf32>, %u: tensor<2x2xi32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<2x2xi32>, tensor<4xi1>) {
  %0 = math.sin %t : tensor<4xf32>
  %1 = math.expm1 %t : tensor<4xf32>
  %2 = math.ctlz %u : tensor<2x2xi32>
  %3 = math.isnan %t : tensor<4xf32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<2x2xi32>, tensor<4xi1>
}

func.func @small_floats(%a: f8E4M3FN, %b: f8E5M2, %v: vector<2xf8E4M3FN>, %i: i32) -> (f8E4M3FN, f8E5M2, vector<2xf8E4M3FN>, i1, f8E4M3FN, f8E4M3FN) {
  %0 = math.absf %a : f8E4M3FN
  %1 = math.expm1 %b : f8E5M2
  %2 = math.sqrt %v : vector<2xf8E4M3FN>
  %3 = math.isnan %a : f8E4M3FN
  %s, %c = math.sincos %a : f8E4M3FN
  %4 = math.fpowi %a, %i : f8E4M3FN, i32
  return %0, %1, %2, %3, %s, %4 : f8E4M3FN, f8E5M2, vector<2xf8E4M3FN>, i1, f8E4M3FN, f8E4M3FN
}
