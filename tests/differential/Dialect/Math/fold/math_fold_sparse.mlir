// RUN: --canonicalize
// Sparse constants are read through their values, as upstream's folders read them.
func.func @sparse() -> (tensor<2x2xf32>, tensor<4xi32>, tensor<2x2xf64>) {
  %a = arith.constant sparse<[[0, 1]], [4.0]> : tensor<2x2xf32>
  %b = arith.constant sparse<[[2]], [-8]> : tensor<4xi32>
  %c = arith.constant sparse<[[1, 0]], [-2.5]> : tensor<2x2xf64>
  %0 = math.sqrt %a : tensor<2x2xf32>
  %1 = math.absi %b : tensor<4xi32>
  %2 = math.ceil %c : tensor<2x2xf64>
  return %0, %1, %2 : tensor<2x2xf32>, tensor<4xi32>, tensor<2x2xf64>
}
