// RUN: --convert-ub-to-llvm
// RUN: --convert-ub-to-llvm=index-bitwidth=16
func.func @vectors() -> (vector<4xindex>, vector<2x3xf32>, vector<[4]xi1>, vector<f64>, vector<2x[2]xindex>) {
  %0 = ub.poison : vector<4xindex>
  %1 = ub.poison : vector<2x3xf32>
  %2 = ub.poison {tag} : vector<[4]xi1>
  %3 = ub.poison : vector<f64>
  %4 = ub.poison : vector<2x[2]xindex>
  return %0, %1, %2, %3, %4 : vector<4xindex>, vector<2x3xf32>, vector<[4]xi1>, vector<f64>, vector<2x[2]xindex>
}
