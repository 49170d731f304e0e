// RUN:
// RUN: --mlir-print-op-generic
// Dense vector and tensor constants (splat and non-splat, nested, i1, float,
// index elements, 0-D); every one is named %cst.
func.func @dense() {
  %0 = arith.constant dense<0> : vector<4xi32>
  %1 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %2 = arith.constant dense<1.5> : tensor<2x2xf32>
  %3 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  %4 = arith.constant dense<[true, false, true]> : vector<3xi1>
  %5 = arith.constant dense<true> : tensor<8xi1>
  %6 = arith.constant dense<[0, 1, -1]> : tensor<3xindex>
  %7 = arith.constant dense<7> : tensor<i8>
  %8 = arith.constant dense<[[-1], [2]]> : vector<2x1xi64>
  %9 = arith.constant dense<0.0> : vector<[4]xf32>
  %10 = arith.constant dense<> : tensor<0xi32>
  return
}
