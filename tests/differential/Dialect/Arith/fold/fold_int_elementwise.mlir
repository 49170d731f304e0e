// RUN: --test-single-fold
// RUN: --canonicalize
func.func @splat_and_dense() -> (vector<4xi32>, vector<4xi32>, tensor<2x2xi8>, vector<4xi1>, tensor<3xindex>) {
  %s = arith.constant dense<5> : vector<4xi32>
  %d = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %t = arith.constant dense<[[1, -1], [127, -128]]> : tensor<2x2xi8>
  %b = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %i = arith.constant dense<[9223372036854775807, 0, -1]> : tensor<3xindex>
  %0 = arith.subi %s, %d : vector<4xi32>
  %1 = arith.muli %d, %d : vector<4xi32>
  %2 = arith.addi %t, %t : tensor<2x2xi8>
  %3 = arith.xori %b, %b : vector<4xi1>
  %4 = arith.addi %i, %i : tensor<3xindex>
  return %0, %1, %2, %3, %4 : vector<4xi32>, vector<4xi32>, tensor<2x2xi8>, vector<4xi1>, tensor<3xindex>
}

func.func @results_become_splat() -> (vector<3xi8>, vector<3xi8>) {
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi8>
  %b = arith.constant dense<[3, 2, 1]> : vector<3xi8>
  %0 = arith.addi %a, %b : vector<3xi8>
  %1 = arith.subi %a, %a : vector<3xi8>
  return %0, %1 : vector<3xi8>, vector<3xi8>
}

func.func @division_refusals() -> (vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<3xi8>) {
  %a = arith.constant dense<[7, -128, 9]> : vector<3xi8>
  %z = arith.constant dense<[2, 0, 3]> : vector<3xi8>
  %zl = arith.constant dense<[2, 3, 0]> : vector<3xi8>
  %m = arith.constant dense<[2, -1, 3]> : vector<3xi8>
  %0 = arith.divsi %a, %z : vector<3xi8>
  %1 = arith.floordivsi %a, %z : vector<3xi8>
  %2 = arith.floordivsi %a, %zl : vector<3xi8>
  %3 = arith.floordivsi %a, %m : vector<3xi8>
  %4 = arith.remui %a, %z : vector<3xi8>
  return %0, %1, %2, %3, %4 : vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<3xi8>
}

func.func @shift_refusals() -> (vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<3xi8>) {
  %a = arith.constant dense<[1, -1, 64]> : vector<3xi8>
  %big_first = arith.constant dense<[9, 1, 2]> : vector<3xi8>
  %big_last = arith.constant dense<[1, 2, 8]> : vector<3xi8>
  %0 = arith.shli %a, %big_first : vector<3xi8>
  %1 = arith.shrsi %a, %big_first : vector<3xi8>
  %2 = arith.shrui %a, %big_last : vector<3xi8>
  %3 = arith.shli %a, %big_last : vector<3xi8>
  return %0, %1, %2, %3 : vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<3xi8>
}
