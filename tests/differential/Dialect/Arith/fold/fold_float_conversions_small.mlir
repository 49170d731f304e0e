// RUN: --test-single-fold
// RUN: --canonicalize
func.func @to_small() -> (f8E4M3FN, f8E5M2, f8E4M3FN, f8E5M2FNUZ, bf16, f4E2M1FN, f8E4M3FN) {
  %a = arith.constant 448.0 : f32
  %b = arith.constant 0.1 : f16
  %c = arith.constant 0x7FC00000 : f32
  %d = arith.constant -0.0 : f16
  %e = arith.constant 9.18354962E-41 : f32
  %f = arith.constant 6.0 : f16
  %g = arith.constant 0x7E00 : f16
  %r0 = arith.truncf %a : f32 to f8E4M3FN
  %r1 = arith.truncf %b : f16 to f8E5M2
  %r2 = arith.truncf %c : f32 to f8E4M3FN
  %r3 = arith.truncf %d : f16 to f8E5M2FNUZ
  %r4 = arith.truncf %e : f32 to bf16
  %r5 = arith.truncf %f : f16 to f4E2M1FN
  %r6 = arith.truncf %g : f16 to f8E4M3FN
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : f8E4M3FN, f8E5M2, f8E4M3FN, f8E5M2FNUZ, bf16, f4E2M1FN, f8E4M3FN
}

func.func @from_small() -> (f32, f16, f32, bf16, f32) {
  %a = arith.constant 0x7F : f8E4M3FN
  %b = arith.constant 0x7E : f8E5M2
  %c = arith.constant 0x80 : f8E4M3FNUZ
  %d = arith.constant 1.5 : f8E4M3FN
  %e = arith.constant 0x01 : f8E5M2
  %r0 = arith.extf %a : f8E4M3FN to f32
  %r1 = arith.extf %b : f8E5M2 to f16
  %r2 = arith.extf %c : f8E4M3FNUZ to f32
  %r3 = arith.extf %d : f8E4M3FN to bf16
  %r4 = arith.extf %e : f8E5M2 to f32
  return %r0, %r1, %r2, %r3, %r4 : f32, f16, f32, bf16, f32
}
