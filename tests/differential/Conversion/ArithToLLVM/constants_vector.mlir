// RUN: --allow-unregistered-dialect --convert-arith-to-llvm
// Vector constants: splats, dense values, n-D (one array constant), 0-D, index.
func.func @vector_constants() -> () {
  %0 = arith.constant dense<1> : vector<4xi32>
  %1 = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %2 = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi64>
  %3 = arith.constant dense<0.5> : vector<2x3x4xf16>
  %4 = arith.constant dense<7> : vector<i8>
  %5 = arith.constant dense<[0, 1, 2]> : vector<3xindex>
  %6 = arith.constant dense<[true, false]> : vector<2xi1>
  %7 = arith.constant dense<5> : vector<[4]xi32>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7) : (vector<4xi32>, vector<3xf32>, vector<2x2xi64>, vector<2x3x4xf16>, vector<i8>, vector<3xindex>, vector<2xi1>, vector<[4]xi32>) -> ()
  return
}
