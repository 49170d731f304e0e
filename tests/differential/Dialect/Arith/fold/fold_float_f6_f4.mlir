// RUN: --test-single-fold
// RUN: --canonicalize --mlir-print-debuginfo
func.func @finite_only() -> (f4E2M1FN, f4E2M1FN, f6E2M3FN, f6E3M2FN, f4E2M1FN) {
  %max = arith.constant 6.0 : f4E2M1FN
  %one = arith.constant 1.0 : f4E2M1FN
  %a = arith.constant 1.125 : f6E2M3FN
  %b = arith.constant 28.0 : f6E3M2FN
  %z = arith.constant 0.0 : f4E2M1FN
  %r0 = arith.addf %max, %max : f4E2M1FN
  %r1 = arith.addf %one, %one : f4E2M1FN
  %r2 = arith.mulf %a, %a : f6E2M3FN
  %r3 = arith.addf %b, %b : f6E3M2FN
  %r4 = arith.divf %one, %z : f4E2M1FN
  return %r0, %r1, %r2, %r3, %r4 : f4E2M1FN, f4E2M1FN, f6E2M3FN, f6E3M2FN, f4E2M1FN
}

func.func @e8m0() -> (f8E8M0FNU, f8E8M0FNU) {
  %a = arith.constant 2.0 : f8E8M0FNU
  %b = arith.constant 4.0 : f8E8M0FNU
  %r0 = arith.mulf %a, %b : f8E8M0FNU
  %r1 = arith.divf %a, %b : f8E8M0FNU
  return %r0, %r1 : f8E8M0FNU, f8E8M0FNU
}
