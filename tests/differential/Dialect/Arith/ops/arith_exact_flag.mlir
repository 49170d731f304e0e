// RUN:
// RUN: --mlir-print-op-generic
// The `exact` unit flag of divsi/divui/shrsi/shrui, with and without it,
// on scalars and vectors; generic form prints `<{isExact}>`.
func.func @exact(%a: i16, %b: i16, %v: vector<4xi8>) -> (i16, vector<4xi8>) {
  %0 = arith.divsi %a, %b exact : i16
  %1 = arith.divui %0, %b exact : i16
  %2 = arith.shrsi %1, %b exact : i16
  %3 = arith.shrui %2, %b exact : i16
  %4 = arith.divsi %3, %b : i16
  %5 = arith.shrui %v, %v exact : vector<4xi8>
  %6 = arith.shrsi %5, %v : vector<4xi8>
  return %4, %6 : i16, vector<4xi8>
}
