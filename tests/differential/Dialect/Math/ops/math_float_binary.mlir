// RUN:
// RUN: --mlir-print-op-generic
// atan2, copysign and powf on scalars, vectors and tensors.
func.func @binary(%x: f32, %d: f64, %v: vector<4xf16>, %t: tensor<?x4xbf16>) {
  %atan2_x = math.atan2 %x, %x : f32
  %copysign_x = math.copysign %x, %x : f32
  %powf_x = math.powf %x, %x : f32
  %atan2_d = math.atan2 %d, %d : f64
  %copysign_d = math.copysign %d, %d : f64
  %powf_d = math.powf %d, %d : f64
  %atan2_v = math.atan2 %v, %v : vector<4xf16>
  %copysign_v = math.copysign %v, %v : vector<4xf16>
  %powf_v = math.powf %v, %v : vector<4xf16>
  %atan2_t = math.atan2 %t, %t : tensor<?x4xbf16>
  %copysign_t = math.copysign %t, %t : tensor<?x4xbf16>
  %powf_t = math.powf %t, %t : tensor<?x4xbf16>
  return
}
