// RUN: --canonicalize
// powf through libm on f32 and f64: integral and fractional exponents, negative bases, zeros, infinities and NaNs; other kinds stay.
func.func @powf() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 2.0 : f32
  %c1 = arith.constant 10.0 : f32
  %r2 = math.powf %c0, %c1 : f32
  %c3 = arith.constant 2.0 : f32
  %c4 = arith.constant 0.5 : f32
  %r5 = math.powf %c3, %c4 : f32
  %c6 = arith.constant -2.0 : f32
  %c7 = arith.constant 3.0 : f32
  %r8 = math.powf %c6, %c7 : f32
  %c9 = arith.constant -2.0 : f32
  %c10 = arith.constant 0.5 : f32
  %r11 = math.powf %c9, %c10 : f32
  %c12 = arith.constant 0.0 : f32
  %c13 = arith.constant -1.0 : f32
  %r14 = math.powf %c12, %c13 : f32
  %c15 = arith.constant -0.0 : f32
  %c16 = arith.constant -3.0 : f32
  %r17 = math.powf %c15, %c16 : f32
  %c18 = arith.constant 1.0 : f32
  %c19 = arith.constant 0x7FC00000 : f32
  %r20 = math.powf %c18, %c19 : f32
  %c21 = arith.constant 0x7FC00000 : f32
  %c22 = arith.constant 0.0 : f32
  %r23 = math.powf %c21, %c22 : f32
  %c24 = arith.constant 10.0 : f32
  %c25 = arith.constant -2.0 : f32
  %r26 = math.powf %c24, %c25 : f32
  %c27 = arith.constant 1.5 : f32
  %c28 = arith.constant 100.0 : f32
  %r29 = math.powf %c27, %c28 : f32
  %c30 = arith.constant 0.5 : f32
  %c31 = arith.constant 0x7F800000 : f32
  %r32 = math.powf %c30, %c31 : f32
  %c33 = arith.constant 2.0 : f64
  %c34 = arith.constant 10.0 : f64
  %r35 = math.powf %c33, %c34 : f64
  %c36 = arith.constant 2.0 : f64
  %c37 = arith.constant 0.5 : f64
  %r38 = math.powf %c36, %c37 : f64
  %c39 = arith.constant -2.0 : f64
  %c40 = arith.constant 3.0 : f64
  %r41 = math.powf %c39, %c40 : f64
  %c42 = arith.constant -2.0 : f64
  %c43 = arith.constant 0.5 : f64
  %r44 = math.powf %c42, %c43 : f64
  %c45 = arith.constant 0.0 : f64
  %c46 = arith.constant -1.0 : f64
  %r47 = math.powf %c45, %c46 : f64
  %c48 = arith.constant -0.0 : f64
  %c49 = arith.constant -3.0 : f64
  %r50 = math.powf %c48, %c49 : f64
  %c51 = arith.constant 1.0 : f64
  %c52 = arith.constant 0x7FF8000000000000 : f64
  %r53 = math.powf %c51, %c52 : f64
  %c54 = arith.constant 0x7FF8000000000000 : f64
  %c55 = arith.constant 0.0 : f64
  %r56 = math.powf %c54, %c55 : f64
  %c57 = arith.constant 10.0 : f64
  %c58 = arith.constant -2.0 : f64
  %r59 = math.powf %c57, %c58 : f64
  %c60 = arith.constant 1.5 : f64
  %c61 = arith.constant 100.0 : f64
  %r62 = math.powf %c60, %c61 : f64
  %c63 = arith.constant 0.5 : f64
  %c64 = arith.constant 0x7FF0000000000000 : f64
  %r65 = math.powf %c63, %c64 : f64
  return %r2, %r5, %r8, %r11, %r14, %r17, %r20, %r23, %r26, %r29, %r32, %r35, %r38, %r41, %r44, %r47, %r50, %r53, %r56, %r59, %r62, %r65 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @refused() -> (f16, bf16, f80, f128, f8E5M2) {
  %c0 = arith.constant 2.0 : f16
  %c1 = arith.constant 3.0 : f16
  %r2 = math.powf %c0, %c1 : f16
  %c3 = arith.constant 2.0 : bf16
  %c4 = arith.constant 3.0 : bf16
  %r5 = math.powf %c3, %c4 : bf16
  %c6 = arith.constant 2.0 : f80
  %c7 = arith.constant 3.0 : f80
  %r8 = math.powf %c6, %c7 : f80
  %c9 = arith.constant 2.0 : f128
  %c10 = arith.constant 3.0 : f128
  %r11 = math.powf %c9, %c10 : f128
  %c12 = arith.constant 2.0 : f8E5M2
  %c13 = arith.constant 3.0 : f8E5M2
  %r14 = math.powf %c12, %c13 : f8E5M2
  return %r2, %r5, %r8, %r11, %r14 : f16, bf16, f80, f128, f8E5M2
}
