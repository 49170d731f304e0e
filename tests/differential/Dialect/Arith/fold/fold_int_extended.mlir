// RUN: --test-single-fold
// RUN: --canonicalize
// The two-result ops: addui_extended's sum and carry, the low and high
// halves of mulsi_extended and mului_extended, across widths; x + 0,
// x * 0 and (unsigned) x * 1 fold, signed x * 1 does not.
func.func @f(%x: i32) -> (i32, i1, i32, i32, i32, i32, i32, i32, i32, index, i32, i32) {
  %a = arith.constant 4000000000 : i32
  %b = arith.constant 700000000 : i32
  %m = arith.constant -7 : i32
  %t = arith.constant 2 : i32
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l1, %h1 = arith.mulsi_extended %a, %m : i32
  %l2, %h2 = arith.mului_extended %a, %b : i32
  %c1 = arith.ceildivui %a, %t : i32
  %c2 = arith.ceildivsi %m, %t : i32
  %f1 = arith.floordivsi %m, %t : i32
  %i = arith.index_castui %a : i32 to index
  %z = arith.constant 0 : i32
  %s2, %o2 = arith.addui_extended %x, %z : i32, i1
  %l3, %h3 = arith.mului_extended %x, %z : i32
  return %s, %o, %l1, %h1, %l2, %h2, %c1, %c2, %f1, %i, %s2, %h3 : i32, i1, i32, i32, i32, i32, i32, i32, i32, index, i32, i32
}

func.func @g(%x: i32, %v: vector<2xi8>) -> (i32, i32, i32, i32, i32, i1, vector<2xi8>, vector<2xi8>, vector<2xi1>, i32, i32) {
  %one = arith.constant 1 : i32
  %z = arith.constant 0 : i32
  %l1, %h1 = arith.mului_extended %x, %one : i32
  %l2, %h2 = arith.mulsi_extended %x, %one : i32
  %s, %o = arith.addui_extended %z, %x : i32, i1
  %vz = arith.constant dense<0> : vector<2xi8>
  %l3, %h3 = arith.mulsi_extended %v, %vz : vector<2xi8>
  %vs, %vo = arith.addui_extended %v, %vz : vector<2xi8>, vector<2xi1>
  %s4, %o4 = arith.addui_extended %x, %x : i32, i1
  return %l1, %h1, %l2, %h2, %s, %o, %l3, %h3, %vo, %s4, %l1 : i32, i32, i32, i32, i32, i1, vector<2xi8>, vector<2xi8>, vector<2xi1>, i32, i32
}

func.func @widths() -> (i1, i1, i1, i1, i64, i64, i64, i64, i128, i128, i128, i1) {
  %t = arith.constant true
  %max64 = arith.constant -1 : i64
  %min64 = arith.constant -9223372036854775808 : i64
  %big = arith.constant 170141183460469231731687303715884105727 : i128
  %two = arith.constant 2 : i128
  %s1, %o1 = arith.addui_extended %t, %t : i1, i1
  %l1, %h1 = arith.mulsi_extended %t, %t : i1
  %l2, %h2 = arith.mului_extended %max64, %max64 : i64
  %l3, %h3 = arith.mulsi_extended %min64, %min64 : i64
  %l4, %h4 = arith.mului_extended %big, %two : i128
  %s5, %o5 = arith.addui_extended %big, %big : i128, i1
  return %s1, %o1, %l1, %h1, %l2, %h2, %l3, %h3, %l4, %h4, %s5, %o5 : i1, i1, i1, i1, i64, i64, i64, i64, i128, i128, i128, i1
}

func.func @vectors() -> (vector<3xi8>, vector<3xi1>, vector<3xi8>, vector<3xi8>, tensor<2xi16>, tensor<2xi16>) {
  %a = arith.constant dense<[200, 100, 255]> : vector<3xi8>
  %b = arith.constant dense<[100, 100, 1]> : vector<3xi8>
  %c = arith.constant dense<[-300, 7]> : tensor<2xi16>
  %d = arith.constant dense<300> : tensor<2xi16>
  %s, %o = arith.addui_extended %a, %b : vector<3xi8>, vector<3xi1>
  %l, %h = arith.mulsi_extended %a, %b : vector<3xi8>
  %l2, %h2 = arith.mului_extended %c, %d : tensor<2xi16>
  return %s, %o, %l, %h, %l2, %h2 : vector<3xi8>, vector<3xi1>, vector<3xi8>, vector<3xi8>, tensor<2xi16>, tensor<2xi16>
}
