// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// Vector constants: splats and dense values fold element by element where
// arith's folders handle them.
func.func @splat_add() -> vector<4xi32> {
  %a = arith.constant dense<3> : vector<4xi32>
  %b = arith.constant dense<4> : vector<4xi32>
  %s = arith.addi %a, %b : vector<4xi32>
  return %s : vector<4xi32>
}

func.func @dense_mul() -> vector<3xi64> {
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi64>
  %b = arith.constant dense<[4, 5, 6]> : vector<3xi64>
  %m = arith.muli %a, %b : vector<3xi64>
  return %m : vector<3xi64>
}

func.func @splat_compare() -> vector<2xi1> {
  %a = arith.constant dense<1.0> : vector<2xf32>
  %b = arith.constant dense<2.0> : vector<2xf32>
  %c = arith.cmpf olt, %a, %b : vector<2xf32>
  return %c : vector<2xi1>
}

func.func @splat_with_unknown(%x: vector<4xi32>) -> vector<4xi32> {
  %a = arith.constant dense<0> : vector<4xi32>
  %s = arith.addi %a, %x : vector<4xi32>
  return %s : vector<4xi32>
}

func.func @splat_cast() -> vector<2xi64> {
  %a = arith.constant dense<-1> : vector<2xi32>
  %e = arith.extsi %a : vector<2xi32> to vector<2xi64>
  return %e : vector<2xi64>
}

func.func @splat_join(%c: i1) -> vector<2xf32> {
  %a = arith.constant dense<5.0> : vector<2xf32>
  %b = arith.constant dense<5.0> : vector<2xf32>
  %r = scf.if %c -> (vector<2xf32>) {
    scf.yield %a : vector<2xf32>
  } else {
    scf.yield %b : vector<2xf32>
  }
  return %r : vector<2xf32>
}
