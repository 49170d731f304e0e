// RUN: --test-single-fold
// RUN: --canonicalize
func.func @f8E4M3FN() -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN) {
  %max = arith.constant 448.0 : f8E4M3FN
  %one = arith.constant 1.0 : f8E4M3FN
  %small = arith.constant 0.001953125 : f8E4M3FN
  %nan = arith.constant 0x7F : f8E4M3FN
  %three = arith.constant 3.0 : f8E4M3FN
  %r0 = arith.addf %max, %max : f8E4M3FN
  %r1 = arith.addf %one, %small : f8E4M3FN
  %r2 = arith.mulf %small, %small : f8E4M3FN
  %r3 = arith.addf %nan, %one : f8E4M3FN
  %r4 = arith.divf %one, %three : f8E4M3FN
  return %r0, %r1, %r2, %r3, %r4 : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN
}

func.func @f8E5M2() -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2) {
  %max = arith.constant 57344.0 : f8E5M2
  %one = arith.constant 1.0 : f8E5M2
  %q = arith.constant 0.125 : f8E5M2
  %snan = arith.constant 0x7D : f8E5M2
  %r0 = arith.addf %max, %max : f8E5M2
  %r1 = arith.addf %one, %q : f8E5M2
  %r2 = arith.subf %one, %snan : f8E5M2
  %r3 = arith.maximumf %one, %snan : f8E5M2
  return %r0, %r1, %r2, %r3 : f8E5M2, f8E5M2, f8E5M2, f8E5M2
}

func.func @fnuz() -> (f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ, f8E4M3FNUZ, f8E5M2FNUZ) {
  %a = arith.constant 1.0 : f8E4M3FNUZ
  %b = arith.constant 2.0 : f8E5M2FNUZ
  %c = arith.constant 0.5 : f8E4M3B11FNUZ
  %ma = arith.constant -1.0 : f8E4M3FNUZ
  %big = arith.constant 57344.0 : f8E5M2FNUZ
  %r0 = arith.addf %a, %ma : f8E4M3FNUZ
  %r1 = arith.mulf %b, %b : f8E5M2FNUZ
  %r2 = arith.divf %c, %c : f8E4M3B11FNUZ
  %r3 = arith.mulf %ma, %a : f8E4M3FNUZ
  %r4 = arith.mulf %big, %b : f8E5M2FNUZ
  return %r0, %r1, %r2, %r3, %r4 : f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ, f8E4M3FNUZ, f8E5M2FNUZ
}

func.func @others() -> (f8E4M3, f8E3M4, tf32, f8E4M3, tf32) {
  %a = arith.constant 240.0 : f8E4M3
  %b = arith.constant 0.1 : f8E3M4
  %c = arith.constant 1.0 : tf32
  %d = arith.constant 0.0009765625 : tf32
  %r0 = arith.addf %a, %a : f8E4M3
  %r1 = arith.addf %b, %b : f8E3M4
  %r2 = arith.addf %c, %d : tf32
  %r3 = arith.divf %a, %a : f8E4M3
  %r4 = arith.divf %c, %d : tf32
  return %r0, %r1, %r2, %r3, %r4 : f8E4M3, f8E3M4, tf32, f8E4M3, tf32
}
