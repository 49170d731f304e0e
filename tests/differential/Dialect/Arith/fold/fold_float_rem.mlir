// RUN: --test-single-fold
// RUN: --canonicalize
func.func @rem(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32) {
  %a = arith.constant 5.5 : f32
  %b = arith.constant 2.0 : f32
  %ma = arith.constant -5.5 : f32
  %mb = arith.constant -2.0 : f32
  %pz = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %tenth = arith.constant 0.1 : f32
  %nz = arith.constant -0.0 : f32
  %r0 = arith.remf %a, %b : f32
  %r1 = arith.remf %ma, %b : f32
  %r2 = arith.remf %a, %mb : f32
  %r3 = arith.remf %a, %pz : f32
  %r4 = arith.remf %inf, %b : f32
  %r5 = arith.remf %a, %inf : f32
  %r6 = arith.remf %a, %tenth : f32
  %r7 = arith.remf %nz, %b : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : f32, f32, f32, f32, f32, f32, f32, f32
}

func.func @rem_f64(%x: f64) -> (f64, f64) {
  %big = arith.constant 1.0e300 : f64
  %three = arith.constant 3.0 : f64
  %one = arith.constant 1.0 : f64
  %r0 = arith.remf %big, %three : f64
  %r1 = arith.remf %x, %one : f64
  return %r0, %r1 : f64, f64
}
