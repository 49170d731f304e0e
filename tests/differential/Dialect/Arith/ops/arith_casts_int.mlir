// RUN:
// RUN: --mlir-print-op-generic
// Integer width casts: extsi, extui, trunci on scalars, vectors and tensors.
func.func @int_casts(%a: i8, %b: i64, %v: vector<4xi16>, %t: tensor<?x2xi32>) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.extui %a : i8 to i64
  %2 = arith.trunci %b : i64 to i1
  %3 = arith.extui %2 : i1 to i8
  %4 = arith.extsi %v : vector<4xi16> to vector<4xi32>
  %5 = arith.trunci %v : vector<4xi16> to vector<4xi8>
  %6 = arith.extui %t : tensor<?x2xi32> to tensor<?x2xi64>
  %7 = arith.trunci %t : tensor<?x2xi32> to tensor<?x2xi16>
  return
}
