// RUN:
// RUN: --mlir-print-op-generic
// sincos: two results named %sin and %cos, uniqued when repeated.
func.func @sincos(%x: f32, %v: vector<2xf64>, %t: tensor<?xf16>) -> (f32, f32) {
  %s, %c = math.sincos %x : f32
  %s2, %c2 = math.sincos %v fastmath<fast> : vector<2xf64>
  %r:2 = math.sincos %t {note = 1 : i32} : tensor<?xf16>
  %3 = arith.addf %s, %c : f32
  return %s, %3 : f32, f32
}
