// RUN:
// RUN: --mlir-print-op-generic
// Arithmetic on vectors (fixed, scalable, 0-D, multi-dim) and tensors
// (static, dynamic, unranked).
func.func @shaped(%v: vector<4xi32>, %s: vector<[4]xf32>, %z: vector<f64>,
                  %m: vector<2x[2]xi8>, %t: tensor<?x3xf32>, %u: tensor<*xi16>,
                  %t2: tensor<?x3xi16>) {
  %0 = arith.addi %v, %v overflow<nsw> : vector<4xi32>
  %1 = arith.mulf %s, %s fastmath<fast> : vector<[4]xf32>
  %2 = arith.negf %z : vector<f64>
  %3 = arith.xori %m, %m : vector<2x[2]xi8>
  %4 = arith.divf %t, %t : tensor<?x3xf32>
  %5 = arith.remsi %u, %u : tensor<*xi16>
  %6 = arith.maxnumf %t, %t : tensor<?x3xf32>
  %7 = arith.extsi %t2 : tensor<?x3xi16> to tensor<?x3xi32>
  return
}
