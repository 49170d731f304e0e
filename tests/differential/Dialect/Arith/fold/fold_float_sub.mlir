// RUN: --test-single-fold
// RUN: --canonicalize
func.func @sub(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32) {
  %one = arith.constant 1.0 : f32
  %tenth = arith.constant 0.1 : f32
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %qnan = arith.constant 0xFFC00456 : f32
  %a = arith.subf %one, %tenth : f32
  %b = arith.subf %pz, %pz : f32
  %c = arith.subf %nz, %pz : f32
  %d = arith.subf %inf, %inf : f32
  %e = arith.subf %one, %qnan : f32
  %f = arith.subf %x, %pz : f32
  %g = arith.subf %x, %nz : f32
  return %a, %b, %c, %d, %e, %f, %g : f32, f32, f32, f32, f32, f32, f32
}

func.func @sub_x_x(%x: f64) -> f64 {
  %a = arith.subf %x, %x : f64
  return %a : f64
}

func.func @sub_f64(%x: f64) -> (f64, f64, f64) {
  %a = arith.constant 1.0000000000000002 : f64
  %b = arith.constant 1.0 : f64
  %m = arith.constant 1.7976931348623157e308 : f64
  %nm = arith.constant -1.7976931348623157e308 : f64
  %r0 = arith.subf %a, %b : f64
  %r1 = arith.subf %nm, %m : f64
  %r2 = arith.subf %b, %a : f64
  return %r0, %r1, %r2 : f64, f64, f64
}
