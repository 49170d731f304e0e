// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// Vectors are bounded element by element; a one-value range becomes a
// splat constant.
func.func @vec(%a: vector<4xi32>) -> (vector<4xi32>, vector<4xi1>) {
  %c1 = arith.constant dense<1> : vector<4xi32>
  %c2 = arith.constant dense<2> : vector<4xi32>
  %c8 = arith.constant dense<8> : vector<4xi32>
  %x = arith.andi %a, %c1 : vector<4xi32>
  %y = arith.ori %x, %c2 : vector<4xi32>
  %z = arith.andi %y, %c2 : vector<4xi32>
  %r = arith.cmpi ult, %y, %c8 : vector<4xi32>
  return %z, %r : vector<4xi32>, vector<4xi1>
}

func.func @vec_nonsplat(%a: vector<2xi8>) -> vector<2xi1> {
  %c = arith.constant dense<[1, 5]> : vector<2xi8>
  %c6 = arith.constant dense<6> : vector<2xi8>
  %x = arith.andi %a, %c : vector<2xi8>
  %r = arith.cmpi ult, %x, %c6 : vector<2xi8>
  return %r : vector<2xi1>
}
