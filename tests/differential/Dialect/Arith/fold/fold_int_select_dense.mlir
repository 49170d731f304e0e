// RUN: --test-single-fold
// RUN: --canonicalize
func.func @select_floats() -> (vector<4xf32>, tensor<3xbf16>, vector<2xf64>, vector<2xf8E4M3FN>) {
  %cond = arith.constant dense<[true, false, false, true]> : vector<4xi1>
  %a = arith.constant dense<[1.0, 2.5, -0.0, 0x7FC00001]> : vector<4xf32>
  %b = arith.constant dense<-3.0> : vector<4xf32>
  %0 = arith.select %cond, %a, %b : vector<4xi1>, vector<4xf32>
  %c3 = arith.constant dense<[false, true, false]> : tensor<3xi1>
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xbf16>
  %y = arith.constant dense<0x7F80> : tensor<3xbf16>
  %1 = arith.select %c3, %x, %y : tensor<3xi1>, tensor<3xbf16>
  %c2 = arith.constant dense<[false, true]> : vector<2xi1>
  %d = arith.constant dense<[1.0e300, 5.0e-324]> : vector<2xf64>
  %e = arith.constant dense<[0.1, 0.2]> : vector<2xf64>
  %2 = arith.select %c2, %d, %e : vector<2xi1>, vector<2xf64>
  %f = arith.constant dense<[1.0, 448.0]> : vector<2xf8E4M3FN>
  %g = arith.constant dense<0.5> : vector<2xf8E4M3FN>
  %3 = arith.select %c2, %f, %g : vector<2xi1>, vector<2xf8E4M3FN>
  return %0, %1, %2, %3 : vector<4xf32>, tensor<3xbf16>, vector<2xf64>, vector<2xf8E4M3FN>
}

func.func @select_splat_condition_dense(%v: vector<2xi8>) -> (vector<2xi8>, vector<2xi8>) {
  %same = arith.constant dense<[true, true]> : vector<2xi1>
  %a = arith.constant dense<[1, 2]> : vector<2xi8>
  %b = arith.constant dense<[3, 4]> : vector<2xi8>
  %0 = arith.select %same, %a, %b : vector<2xi1>, vector<2xi8>
  %mixed = arith.constant dense<[false, true]> : vector<2xi1>
  %1 = arith.select %mixed, %a, %v : vector<2xi1>, vector<2xi8>
  return %0, %1 : vector<2xi8>, vector<2xi8>
}
