// RUN: --test-single-fold
// RUN: --canonicalize
func.func @maximum(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32) {
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %snan = arith.constant 0xFF800003 : f32
  %qnan = arith.constant 0x7FC00002 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %a = arith.maximumf %pz, %nz : f32
  %b = arith.maximumf %nz, %pz : f32
  %c = arith.maximumf %one, %snan : f32
  %d = arith.maximumf %qnan, %snan : f32
  %e = arith.maximumf %x, %ninf : f32
  %f = arith.maximumf %x, %x : f32
  %g = arith.maximumf %ninf, %one : f32
  return %a, %b, %c, %d, %e, %f, %g : f32, f32, f32, f32, f32, f32, f32
}

func.func @minimum(%x: f64) -> (f64, f64, f64, f64, f64, f64) {
  %pz = arith.constant 0.0 : f64
  %nz = arith.constant -0.0 : f64
  %two = arith.constant 2.0 : f64
  %snan = arith.constant 0x7FF0000000000007 : f64
  %pinf = arith.constant 0x7FF0000000000000 : f64
  %a = arith.minimumf %pz, %nz : f64
  %b = arith.minimumf %two, %pz : f64
  %c = arith.minimumf %snan, %two : f64
  %d = arith.minimumf %x, %pinf : f64
  %e = arith.minimumf %x, %x : f64
  %f = arith.minimumf %pinf, %x : f64
  return %a, %b, %c, %d, %e, %f : f64, f64, f64, f64, f64, f64
}
