// RUN: --canonicalize
// Splat constants fold to splats, scalars and splats mixed with dense operands in binary ops.
func.func @splats() -> (vector<4xf32>, tensor<2x3xf64>, vector<8xf16>, tensor<4xi32>, vector<2xf32>, tensor<3xf32>, vector<4xi64>) {
  %a = arith.constant dense<2.0> : vector<4xf32>
  %b = arith.constant dense<-0.5> : tensor<2x3xf64>
  %c = arith.constant dense<-3.5> : vector<8xf16>
  %d = arith.constant dense<255> : tensor<4xi32>
  %e = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %f = arith.constant dense<-1.0> : vector<2xf32>
  %g = arith.constant dense<0x7F800000> : tensor<3xf32>
  %h = arith.constant dense<3> : vector<4xi64>
  %0 = math.exp2 %a : vector<4xf32>
  %1 = math.tanh %b : tensor<2x3xf64>
  %2 = math.ceil %c : vector<8xf16>
  %3 = math.ctpop %d : tensor<4xi32>
  %4 = math.copysign %e, %f : vector<2xf32>
  %5 = math.atan %g : tensor<3xf32>
  %6 = math.ipowi %h, %h : vector<4xi64>
  return %0, %1, %2, %3, %4, %5, %6 : vector<4xf32>, tensor<2x3xf64>, vector<8xf16>, tensor<4xi32>, vector<2xf32>, tensor<3xf32>, vector<4xi64>
}

func.func @splat_refused() -> (vector<4xf32>, vector<4xbf16>, tensor<2xf32>) {
  %a = arith.constant dense<-2.0> : vector<4xf32>
  %b = arith.constant dense<2.0> : vector<4xbf16>
  %c = arith.constant dense<-0.0> : tensor<2xf32>
  %0 = math.log %a : vector<4xf32>
  %1 = math.exp %b : vector<4xbf16>
  %2 = math.sqrt %c : tensor<2xf32>
  return %0, %1, %2 : vector<4xf32>, vector<4xbf16>, tensor<2xf32>
}
