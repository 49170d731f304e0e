// RUN: --test-single-fold
// RUN: --canonicalize
func.func @div(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32) {
  %one = arith.constant 1.0 : f32
  %three = arith.constant 3.0 : f32
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %den = arith.constant 1.0e-45 : f32
  %a = arith.divf %one, %three : f32
  %b = arith.divf %one, %pz : f32
  %c = arith.divf %one, %nz : f32
  %d = arith.divf %pz, %pz : f32
  %e = arith.divf %inf, %inf : f32
  %f = arith.divf %den, %three : f32
  %g = arith.divf %x, %one : f32
  return %a, %b, %c, %d, %e, %f, %g : f32, f32, f32, f32, f32, f32, f32
}

func.func @div_f64(%x: f64) -> (f64, f64, f64) {
  %one = arith.constant 1.0 : f64
  %seven = arith.constant 7.0 : f64
  %min = arith.constant 2.2250738585072014e-308 : f64
  %two = arith.constant 2.0 : f64
  %a = arith.divf %one, %seven : f64
  %b = arith.divf %min, %two : f64
  %c = arith.divf %x, %x : f64
  return %a, %b, %c : f64, f64, f64
}
