// RUN: --canonicalize
// Dense constants fold element by element; one refused element keeps the op.
func.func @unary_dense() -> (vector<4xf32>, tensor<3xf64>, vector<3xf16>, tensor<2x2xf32>, vector<2xf32>, tensor<3xbf16>) {
  %a = arith.constant dense<[0.5, -1.5, 2.5, 0x7F800000]> : vector<4xf32>
  %b = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf64>
  %c = arith.constant dense<[1.5, -2.5, 0x7E00]> : vector<3xf16>
  %d = arith.constant dense<[[1.0, 4.0], [9.0, 16.0]]> : tensor<2x2xf32>
  %e = arith.constant dense<[4.0, -4.0]> : vector<2xf32>
  %f = arith.constant dense<[0.5, -0.5, 3.5]> : tensor<3xbf16>
  %0 = math.exp %a : vector<4xf32>
  %1 = math.log %b : tensor<3xf64>
  %2 = math.floor %c : vector<3xf16>
  %3 = math.sqrt %d : tensor<2x2xf32>
  %4 = math.sqrt %e : vector<2xf32>
  %5 = math.roundeven %f : tensor<3xbf16>
  return %0, %1, %2, %3, %4, %5 : vector<4xf32>, tensor<3xf64>, vector<3xf16>, tensor<2x2xf32>, vector<2xf32>, tensor<3xbf16>
}

func.func @binary_dense() -> (vector<3xf32>, tensor<2xf64>, vector<3xf16>, vector<3xf32>) {
  %a = arith.constant dense<[1.0, -2.0, 0.0]> : vector<3xf32>
  %b = arith.constant dense<[-1.0, 3.0, -0.0]> : vector<3xf32>
  %c = arith.constant dense<[2.0, 10.0]> : tensor<2xf64>
  %d = arith.constant dense<[1.5, -2.0, 0.5]> : vector<3xf16>
  %0 = math.copysign %a, %b : vector<3xf32>
  %1 = math.powf %c, %c : tensor<2xf64>
  %2 = math.copysign %d, %d : vector<3xf16>
  %3 = math.atan2 %a, %b : vector<3xf32>
  return %0, %1, %2, %3 : vector<3xf32>, tensor<2xf64>, vector<3xf16>, vector<3xf32>
}

func.func @int_dense() -> (vector<4xi8>, tensor<3xi32>, vector<3xi16>, vector<2xi8>, vector<2xi8>) {
  %a = arith.constant dense<[-128, -1, 0, 100]> : vector<4xi8>
  %b = arith.constant dense<[1, 256, 0]> : tensor<3xi32>
  %c = arith.constant dense<[7, -1, 4096]> : vector<3xi16>
  %d = arith.constant dense<[2, 0]> : vector<2xi8>
  %e = arith.constant dense<[3, -1]> : vector<2xi8>
  %0 = math.absi %a : vector<4xi8>
  %1 = math.ctlz %b : tensor<3xi32>
  %2 = math.ctpop %c : vector<3xi16>
  %3 = math.ipowi %d, %e : vector<2xi8>
  %4 = math.ipowi %e, %d : vector<2xi8>
  return %0, %1, %2, %3, %4 : vector<4xi8>, tensor<3xi32>, vector<3xi16>, vector<2xi8>, vector<2xi8>
}
