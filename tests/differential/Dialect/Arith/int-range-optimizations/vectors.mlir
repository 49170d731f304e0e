// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// Vectors of integers: the range covers every element; a comparison that
// holds for the whole range becomes a splat constant.
func.func @splat_bound(%x: vector<4xi32>) -> vector<4xi1> {
  %m = arith.constant dense<7> : vector<4xi32>
  %a = arith.andi %x, %m : vector<4xi32>
  %c8 = arith.constant dense<8> : vector<4xi32>
  %lt = arith.cmpi ult, %a, %c8 : vector<4xi32>
  return %lt : vector<4xi1>
}

func.func @dense_bound(%x: vector<3xi16>) -> vector<3xi1> {
  %m = arith.constant dense<[1, 3, 7]> : vector<3xi16>
  %a = arith.andi %x, %m : vector<3xi16>
  %c8 = arith.constant dense<8> : vector<3xi16>
  %lt = arith.cmpi ult, %a, %c8 : vector<3xi16>
  return %lt : vector<3xi1>
}

func.func @splat_zero(%x: vector<2xi8>) -> vector<2xi8> {
  %z = arith.constant dense<0> : vector<2xi8>
  %a = arith.andi %x, %z : vector<2xi8>
  %e = arith.addi %a, %z : vector<2xi8>
  return %e : vector<2xi8>
}

func.func @index_vector(%x: vector<2xindex>) -> vector<2xi1> {
  %m = arith.constant dense<3> : vector<2xindex>
  %a = arith.andi %x, %m : vector<2xindex>
  %c3 = arith.constant dense<3> : vector<2xindex>
  %le = arith.cmpi ule, %a, %c3 : vector<2xindex>
  return %le : vector<2xi1>
}

func.func @scalable(%x: vector<[4]xi32>) -> vector<[4]xi1> {
  %m = arith.constant dense<1> : vector<[4]xi32>
  %a = arith.andi %x, %m : vector<[4]xi32>
  %c2 = arith.constant dense<2> : vector<[4]xi32>
  %lt = arith.cmpi slt, %a, %c2 : vector<[4]xi32>
  return %lt : vector<[4]xi1>
}
