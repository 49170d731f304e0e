// RUN: --canonicalize
// Dense constants of kinds the libm folders refuse stay whole; tensors of f32 with NaN and infinity elements fold.
func.func @kinds() -> (tensor<2xf16>, vector<2xbf16>, tensor<2xf80>, tensor<3xf32>, vector<2xf64>) {
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf16>
  %b = arith.constant dense<[1.0, 2.0]> : vector<2xbf16>
  %c = arith.constant dense<[1.0, 2.0]> : tensor<2xf80>
  %d = arith.constant dense<[0x7FC00000, 0xFF800000, 1.0e-38]> : tensor<3xf32>
  %e = arith.constant dense<[0x7FF0000000000000, -1.0e300]> : vector<2xf64>
  %0 = math.cos %a : tensor<2xf16>
  %1 = math.exp %b : vector<2xbf16>
  %2 = math.sinh %c : tensor<2xf80>
  %3 = math.exp %d : tensor<3xf32>
  %4 = math.atan %e : vector<2xf64>
  return %0, %1, %2, %3, %4 : tensor<2xf16>, vector<2xbf16>, tensor<2xf80>, tensor<3xf32>, vector<2xf64>
}
