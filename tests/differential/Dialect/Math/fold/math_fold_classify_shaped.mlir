// RUN: --canonicalize
// The classification ops fold a splat to a splat of i1; a dense constant with differing elements stays.
func.func @splats() -> (vector<4xi1>, tensor<2x2xi1>, vector<3xi1>, tensor<5xi1>, vector<2xi1>) {
  %a = arith.constant dense<0x7FC00000> : vector<4xf32>
  %b = arith.constant dense<0x7C00> : tensor<2x2xf16>
  %c = arith.constant dense<1.0> : vector<3xf64>
  %d = arith.constant dense<0x0001> : tensor<5xbf16>
  %e = arith.constant dense<[2.0, 2.0]> : vector<2xf32>
  %0 = math.isnan %a : vector<4xf32>
  %1 = math.isinf %b : tensor<2x2xf16>
  %2 = math.isfinite %c : vector<3xf64>
  %3 = math.isnormal %d : tensor<5xbf16>
  %4 = math.isnormal %e : vector<2xf32>
  return %0, %1, %2, %3, %4 : vector<4xi1>, tensor<2x2xi1>, vector<3xi1>, tensor<5xi1>, vector<2xi1>
}

func.func @dense() -> (vector<2xi1>, tensor<3xi1>, vector<2xi1>, tensor<2xi1>) {
  %a = arith.constant dense<[1.0, 0x7FC00000]> : vector<2xf32>
  %b = arith.constant dense<[1.0, 0x7F800000, 0.0]> : tensor<3xf32>
  %0 = math.isnan %a : vector<2xf32>
  %1 = math.isinf %b : tensor<3xf32>
  %2 = math.isfinite %a : vector<2xf32>
  %c = arith.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %3 = math.isnormal %c : tensor<2xf64>
  return %0, %1, %2, %3 : vector<2xi1>, tensor<3xi1>, vector<2xi1>, tensor<2xi1>
}
