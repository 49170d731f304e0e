// RUN: --test-single-fold
// RUN: --canonicalize
func.func @bitcast() -> (i32, i8, vector<2xi16>, tensor<3xi64>) {
  %a = arith.constant -7 : i32
  %b = arith.constant 255 : i8
  %v = arith.constant dense<[1, -1]> : vector<2xi16>
  %t = arith.constant dense<42> : tensor<3xi64>
  %0 = arith.bitcast %a : i32 to i32
  %1 = arith.bitcast %b : i8 to i8
  %2 = arith.bitcast %v : vector<2xi16> to vector<2xi16>
  %3 = arith.bitcast %t : tensor<3xi64> to tensor<3xi64>
  return %0, %1, %2, %3 : i32, i8, vector<2xi16>, tensor<3xi64>
}
