// RUN: --convert-func-to-llvm
func.func @vectors(%a: vector<4xf32>, %b: vector<2x3xi32>, %c: vector<[4]xf32>, %d: vector<f64>, %e: vector<2x2x[2]xf16>) -> vector<2x3xi32> {
  return %b : vector<2x3xi32>
}
func.func @complex(%a: complex<f32>, %b: complex<f64>) -> complex<f64> {
  return %b : complex<f64>
}
func.func @index_vector(%v: vector<3xindex>) -> vector<3xindex> {
  return %v : vector<3xindex>
}
