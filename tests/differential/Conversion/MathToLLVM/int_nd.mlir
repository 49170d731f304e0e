// RUN: --convert-math-to-llvm
// On vectors of several dimensions ctpop is lowered per innermost
// vector; ctlz, cttz and absi are left as they are.
func.func @int_nd(%v: vector<2x4xi32>) -> (vector<2x4xi32>, vector<2x4xi32>, vector<2x4xi32>, vector<2x4xi32>) {
  %0 = math.ctpop %v : vector<2x4xi32>
  %1 = math.ctlz %v : vector<2x4xi32>
  %2 = math.cttz %v : vector<2x4xi32>
  %3 = math.absi %v : vector<2x4xi32>
  return %0, %1, %2, %3 : vector<2x4xi32>, vector<2x4xi32>, vector<2x4xi32>, vector<2x4xi32>
}
