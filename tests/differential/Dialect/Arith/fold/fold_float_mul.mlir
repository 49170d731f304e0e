// RUN: --test-single-fold
// RUN: --canonicalize
func.func @mul(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32) {
  %three = arith.constant 3.0 : f32
  %tenth = arith.constant 0.1 : f32
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %big = arith.constant 1.0e30 : f32
  %small = arith.constant 1.0e-30 : f32
  %a = arith.mulf %three, %tenth : f32
  %b = arith.mulf %pz, %inf : f32
  %c = arith.mulf %nz, %three : f32
  %d = arith.mulf %big, %big : f32
  %e = arith.mulf %small, %small : f32
  %f = arith.mulf %small, %tenth : f32
  %g = arith.mulf %inf, %nz : f32
  return %a, %b, %c, %d, %e, %f, %g : f32, f32, f32, f32, f32, f32, f32
}

func.func @mul_identities(%x: f32, %y: f16) -> (f32, f32, f16, f32, f32, f32) {
  %one = arith.constant 1.0 : f32
  %mone = arith.constant -1.0 : f32
  %one16 = arith.constant 1.0 : f16
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %a = arith.mulf %x, %one : f32
  %b = arith.mulf %x, %mone : f32
  %c = arith.mulf %y, %one16 : f16
  %d = arith.mulf %x, %pz : f32
  %e = arith.mulf %x, %nz fastmath<nnan,nsz> : f32
  %f = arith.mulf %x, %pz fastmath<nnan> : f32
  return %a, %b, %c, %d, %e, %f : f32, f32, f16, f32, f32, f32
}

func.func @mul_nan_signs() -> (f32, f32, f32) {
  %qnan = arith.constant 0xFFC00456 : f32
  %snan = arith.constant 0x7F800001 : f32
  %mone = arith.constant -1.0 : f32
  %a = arith.mulf %mone, %qnan : f32
  %b = arith.mulf %qnan, %mone : f32
  %c = arith.mulf %snan, %mone : f32
  return %a, %b, %c : f32, f32, f32
}
