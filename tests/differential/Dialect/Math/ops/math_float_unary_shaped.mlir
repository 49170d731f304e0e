// RUN:
// RUN: --mlir-print-op-generic
// The unary float ops on vectors (scalable too) and tensors (static, dynamic, unranked).
func.func @shaped(%a0: vector<4xf32>, %a1: vector<[8]xf16>, %a2: tensor<2x3xf64>, %a3: tensor<?xbf16>, %a4: tensor<*xf32>, %a5: vector<2x2xf128>) {
  %r0_0 = math.absf %a0 : vector<4xf32>
  %r0_1 = math.atanh %a0 : vector<4xf32>
  %r0_2 = math.erfc %a0 : vector<4xf32>
  %r0_3 = math.log10 %a0 : vector<4xf32>
  %r0_4 = math.sin %a0 : vector<4xf32>
  %r1_0 = math.acos %a1 : vector<[8]xf16>
  %r1_1 = math.cbrt %a1 : vector<[8]xf16>
  %r1_2 = math.exp %a1 : vector<[8]xf16>
  %r1_3 = math.log1p %a1 : vector<[8]xf16>
  %r1_4 = math.sinh %a1 : vector<[8]xf16>
  %r2_0 = math.acosh %a2 : tensor<2x3xf64>
  %r2_1 = math.ceil %a2 : tensor<2x3xf64>
  %r2_2 = math.exp2 %a2 : tensor<2x3xf64>
  %r2_3 = math.log2 %a2 : tensor<2x3xf64>
  %r2_4 = math.sqrt %a2 : tensor<2x3xf64>
  %r3_0 = math.asin %a3 : tensor<?xbf16>
  %r3_1 = math.cos %a3 : tensor<?xbf16>
  %r3_2 = math.expm1 %a3 : tensor<?xbf16>
  %r3_3 = math.round %a3 : tensor<?xbf16>
  %r3_4 = math.tan %a3 : tensor<?xbf16>
  %r4_0 = math.asinh %a4 : tensor<*xf32>
  %r4_1 = math.cosh %a4 : tensor<*xf32>
  %r4_2 = math.floor %a4 : tensor<*xf32>
  %r4_3 = math.roundeven %a4 : tensor<*xf32>
  %r4_4 = math.tanh %a4 : tensor<*xf32>
  %r5_0 = math.atan %a5 : vector<2x2xf128>
  %r5_1 = math.erf %a5 : vector<2x2xf128>
  %r5_2 = math.log %a5 : vector<2x2xf128>
  %r5_3 = math.rsqrt %a5 : vector<2x2xf128>
  %r5_4 = math.trunc %a5 : vector<2x2xf128>
  return
}
