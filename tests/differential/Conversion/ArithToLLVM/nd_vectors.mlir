// RUN: --convert-arith-to-llvm
// n-D vectors are arrays of 1-D vectors: each op is applied to every
// innermost vector, last dimension fastest.
func.func @nd(%a: vector<2x2x3xi32>, %b: vector<2x2x3xi32>, %x: vector<3x2xf32>, %y: vector<3x2xf32>) -> (vector<2x2x3xi64>, vector<3x2xf32>) {
  %0 = arith.addi %a, %b overflow<nsw> : vector<2x2x3xi32>
  %1 = arith.extsi %0 : vector<2x2x3xi32> to vector<2x2x3xi64>
  %2 = arith.mulf %x, %y fastmath<fast> : vector<3x2xf32>
  %3 = arith.negf %2 : vector<3x2xf32>
  %4 = arith.maximumf %3, %x : vector<3x2xf32>
  return %1, %4 : vector<2x2x3xi64>, vector<3x2xf32>
}
