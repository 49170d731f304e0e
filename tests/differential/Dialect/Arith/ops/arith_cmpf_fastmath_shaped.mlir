// RUN:
// RUN: --mlir-print-op-generic
// arith.cmpf with fastmath flags and on vector/tensor operands.
func.func @cmpf_more(%a: f16, %v: vector<2x3xf64>, %t: tensor<?xbf16>) {
  %0 = arith.cmpf olt, %a, %a fastmath<nnan> : f16
  %1 = arith.cmpf uno, %v, %v fastmath<fast> : vector<2x3xf64>
  %2 = arith.cmpf oeq, %t, %t fastmath<ninf,nsz> : tensor<?xbf16>
  %3 = arith.cmpf one, %v, %v : vector<2x3xf64>
  return
}
