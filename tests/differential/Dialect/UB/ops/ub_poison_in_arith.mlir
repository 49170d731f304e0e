// RUN:
// RUN: --mlir-print-op-generic
// Poison values used as arith operands and in a select; numbering of poison
// results interleaved with named constants.
func.func @mix(%c: i1) -> (i32, vector<2xf32>) {
  %c5 = arith.constant 5 : i32
  %p = ub.poison : i32
  %sum = arith.addi %c5, %p : i32
  %vp = ub.poison : vector<2xf32>
  %cst = arith.constant dense<1.0> : vector<2xf32>
  %v = arith.addf %vp, %cst : vector<2xf32>
  %s = arith.select %c, %sum, %p : i32
  return %s, %v : i32, vector<2xf32>
}
