// RUN: --test-single-fold
// RUN: --canonicalize
// Conversions into and out of the kinds without NaN, infinity, zero or
// sign (f8E8M0FNU, f6E2M3FN, f6E3M2FN, f4E2M1FN) follow LLVM's conversion
// rules, and so does negation of an f8E8M0FNU value.
func.func @e8m0_extended() -> (f16, f32, bf16, f16, f32) {
  %smallest = arith.constant 0x00 : f8E8M0FNU
  %one = arith.constant 1.0 : f8E8M0FNU
  %big = arith.constant 0xFE : f8E8M0FNU
  %r0 = arith.extf %smallest : f8E8M0FNU to f16
  %r1 = arith.extf %smallest : f8E8M0FNU to f32
  %r2 = arith.extf %smallest : f8E8M0FNU to bf16
  %r3 = arith.extf %one : f8E8M0FNU to f16
  %r4 = arith.extf %big : f8E8M0FNU to f32
  return %r0, %r1, %r2, %r3, %r4 : f16, f32, bf16, f16, f32
}

func.func @to_e8m0() -> (f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %bz = arith.constant 0.0 : bf16
  %fz = arith.constant 0.0 : f4E2M1FN
  %tiny = arith.constant 1.0e-40 : f32
  %m = arith.constant -1.0 : f32
  %p = arith.constant 0x7F000000 : f32
  %r0 = arith.truncf %z : f32 to f8E8M0FNU
  %r1 = arith.truncf %nz : f32 to f8E8M0FNU
  %r2 = arith.truncf %bz : bf16 to f8E8M0FNU
  %r3 = arith.extf %fz : f4E2M1FN to f8E8M0FNU
  %r4 = arith.truncf %tiny : f32 to f8E8M0FNU
  %r5 = arith.truncf %m : f32 to f8E8M0FNU
  %r6 = arith.truncf %p : f32 to f8E8M0FNU
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU
}

func.func @nan_to_finite_only() -> (f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f6E2M3FN, f4E2M1FN, f6E3M2FN, f4E2M1FN) {
  %q = arith.constant 0x7FC00000 : f32
  %nq = arith.constant 0xFFC00000 : f32
  %payload = arith.constant 0x7FC00001 : f32
  %signaling = arith.constant 0x7FA00000 : f32
  %h = arith.constant 0x7E00 : f16
  %fnuz = arith.constant 0x80 : f8E5M2FNUZ
  %e8 = arith.constant 0xFF : f8E8M0FNU
  %s2 = arith.constant 0x7F800001 : f32
  %r0 = arith.truncf %q : f32 to f4E2M1FN
  %r1 = arith.truncf %nq : f32 to f4E2M1FN
  %r2 = arith.truncf %payload : f32 to f4E2M1FN
  %r3 = arith.truncf %signaling : f32 to f4E2M1FN
  %r4 = arith.truncf %h : f16 to f6E2M3FN
  %r5 = arith.truncf %fnuz : f8E5M2FNUZ to f4E2M1FN
  %r7 = arith.truncf %e8 : f8E8M0FNU to f6E3M2FN
  %r8 = arith.truncf %s2 : f32 to f4E2M1FN
  return %r0, %r1, %r2, %r3, %r4, %r5, %r7, %r8 : f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f6E2M3FN, f4E2M1FN, f6E3M2FN, f4E2M1FN
}

func.func @infinity_to_kinds_without_it() -> (f4E2M1FN, f6E3M2FN, f8E4M3FN, f8E5M2FNUZ, f8E8M0FNU) {
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %r0 = arith.truncf %inf : f32 to f4E2M1FN
  %r1 = arith.truncf %ninf : f32 to f6E3M2FN
  %r2 = arith.truncf %inf : f32 to f8E4M3FN
  %r3 = arith.truncf %inf : f32 to f8E5M2FNUZ
  %r4 = arith.truncf %inf : f32 to f8E8M0FNU
  return %r0, %r1, %r2, %r3, %r4 : f4E2M1FN, f6E3M2FN, f8E4M3FN, f8E5M2FNUZ, f8E8M0FNU
}

func.func @e8m0_negated() -> (f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, vector<2xf8E8M0FNU>, vector<2xf8E8M0FNU>) {
  %four = arith.constant 4.0 : f8E8M0FNU
  %minus_one = arith.constant -1.0 : f8E8M0FNU
  %smallest = arith.constant 0x00 : f8E8M0FNU
  %nan = arith.constant 0xFF : f8E8M0FNU
  %splat = arith.constant dense<[1.0, 0x7F]> : vector<2xf8E8M0FNU>
  %two = arith.constant dense<[2.0, 8.0]> : vector<2xf8E8M0FNU>
  %r0 = arith.negf %four : f8E8M0FNU
  %r1 = arith.negf %minus_one : f8E8M0FNU
  %r2 = arith.negf %smallest : f8E8M0FNU
  %r3 = arith.negf %nan : f8E8M0FNU
  %r4 = arith.negf %splat : vector<2xf8E8M0FNU>
  %r5 = arith.negf %two : vector<2xf8E8M0FNU>
  return %r0, %r1, %r2, %r3, %r4, %r5 : f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, vector<2xf8E8M0FNU>, vector<2xf8E8M0FNU>
}

func.func @e8m0_negative_converted() -> (f32, f16, f4E2M1FN, vector<2xf32>) {
  %a = arith.constant -4.0 : f8E8M0FNU
  %r0 = arith.extf %a : f8E8M0FNU to f32
  %r1 = arith.extf %a : f8E8M0FNU to f16
  %r2 = arith.truncf %a : f8E8M0FNU to f4E2M1FN
  %v = arith.constant dense<[-4.0, 2.0]> : vector<2xf8E8M0FNU>
  %r3 = arith.extf %v : vector<2xf8E8M0FNU> to vector<2xf32>
  return %r0, %r1, %r2, %r3 : f32, f16, f4E2M1FN, vector<2xf32>
}
