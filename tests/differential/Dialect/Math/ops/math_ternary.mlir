// RUN:
// RUN: --mlir-print-op-generic
// fma and clampf, with and without fast-math flags.
func.func @ternary(%x: f32, %y: f32, %z: f32, %v: vector<8xf16>, %t: tensor<4x?xf64>) {
  %0 = math.fma %x, %y, %z : f32
  %1 = math.fma %v, %v, %v fastmath<contract> : vector<8xf16>
  %2 = math.fma %t, %t, %t fastmath<fast> : tensor<4x?xf64>
  %3 = math.clampf %x to [%y, %z] : f32
  %4 = math.clampf %v to [%v, %v] fastmath<nnan,ninf> : vector<8xf16>
  %5 = math.clampf %t to [%t, %t] {tag = "t"} : tensor<4x?xf64>
  return
}
