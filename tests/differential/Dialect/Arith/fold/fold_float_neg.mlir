// RUN: --test-single-fold
// RUN: --canonicalize
func.func @neg(%x: f32) -> (f32, f32, f32, f32, f32, f16, bf16, f32) {
  %pz = arith.constant 0.0 : f32
  %one = arith.constant 1.5 : f32
  %inf = arith.constant 0x7F800000 : f32
  %snan = arith.constant 0x7F800001 : f32
  %h = arith.constant -0.0 : f16
  %b = arith.constant 3.0 : bf16
  %a0 = arith.negf %pz : f32
  %a1 = arith.negf %one : f32
  %a2 = arith.negf %inf : f32
  %a3 = arith.negf %snan : f32
  %n = arith.negf %x : f32
  %a4 = arith.negf %n : f32
  %a5 = arith.negf %h : f16
  %a6 = arith.negf %b : bf16
  %m = arith.negf %x fastmath<fast> : f32
  %a7 = arith.negf %m : f32
  return %a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7 : f32, f32, f32, f32, f32, f16, bf16, f32
}

func.func @neg_small() -> (f8E4M3FN, f8E4M3FNUZ, f8E5M2FNUZ, f4E2M1FN) {
  %a = arith.constant 2.0 : f8E4M3FN
  %b = arith.constant 0.0 : f8E4M3FNUZ
  %c = arith.constant 1.0 : f8E5M2FNUZ
  %d = arith.constant 1.5 : f4E2M1FN
  %r0 = arith.negf %a : f8E4M3FN
  %r1 = arith.negf %b : f8E4M3FNUZ
  %r2 = arith.negf %c : f8E5M2FNUZ
  %r3 = arith.negf %d : f4E2M1FN
  return %r0, %r1, %r2, %r3 : f8E4M3FN, f8E4M3FNUZ, f8E5M2FNUZ, f4E2M1FN
}
