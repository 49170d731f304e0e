// RUN:
// RUN: --mlir-print-op-generic
// The classification ops: i1 results shaped like the operand; fast-math flags only in the attribute dictionary, elided when none.
func.func @classify(%x: f32, %v: vector<4xf16>, %t: tensor<2x?xf64>, %s: vector<[4]xbf16>, %u: tensor<*xf32>) {
  %isnan_x = math.isnan %x : f32
  %isinf_x = math.isinf %x : f32
  %isfinite_x = math.isfinite %x : f32
  %isnormal_x = math.isnormal %x : f32
  %isnan_v = math.isnan %v : vector<4xf16>
  %isinf_v = math.isinf %v : vector<4xf16>
  %isfinite_v = math.isfinite %v : vector<4xf16>
  %isnormal_v = math.isnormal %v : vector<4xf16>
  %isnan_t = math.isnan %t : tensor<2x?xf64>
  %isinf_t = math.isinf %t : tensor<2x?xf64>
  %isfinite_t = math.isfinite %t : tensor<2x?xf64>
  %isnormal_t = math.isnormal %t : tensor<2x?xf64>
  %isnan_s = math.isnan %s : vector<[4]xbf16>
  %isinf_s = math.isinf %s : vector<[4]xbf16>
  %isfinite_s = math.isfinite %s : vector<[4]xbf16>
  %isnormal_s = math.isnormal %s : vector<[4]xbf16>
  %isnan_u = math.isnan %u : tensor<*xf32>
  %isinf_u = math.isinf %u : tensor<*xf32>
  %isfinite_u = math.isfinite %u : tensor<*xf32>
  %isnormal_u = math.isnormal %u : tensor<*xf32>
  %flags = math.isnan %x {fastmath = #arith.fastmath<nnan,ninf>} : f32
  %none = math.isinf %x {fastmath = #arith.fastmath<none>} : f32
  %both = math.isfinite %x {fastmath = #arith.fastmath<fast>, tag} : f32
  return
}
