// RUN: --canonicalize
// The libm folders on f64.
func.func @acos() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.5 : f64
  %r1 = math.acos %c0 : f64
  %c2 = arith.constant 1.5 : f64
  %r3 = math.acos %c2 : f64
  %c4 = arith.constant -0.75 : f64
  %r5 = math.acos %c4 : f64
  %c6 = arith.constant 2.0 : f64
  %r7 = math.acos %c6 : f64
  %c8 = arith.constant -3.25 : f64
  %r9 = math.acos %c8 : f64
  %c10 = arith.constant 10.0 : f64
  %r11 = math.acos %c10 : f64
  %c12 = arith.constant 100.0 : f64
  %r13 = math.acos %c12 : f64
  %c14 = arith.constant 1.0e-5 : f64
  %r15 = math.acos %c14 : f64
  %c16 = arith.constant 0.1 : f64
  %r17 = math.acos %c16 : f64
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17 : f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @acosh() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.5 : f64
  %r1 = math.acosh %c0 : f64
  %c2 = arith.constant 1.5 : f64
  %r3 = math.acosh %c2 : f64
  %c4 = arith.constant -0.75 : f64
  %r5 = math.acosh %c4 : f64
  %c6 = arith.constant 2.0 : f64
  %r7 = math.acosh %c6 : f64
  %c8 = arith.constant -3.25 : f64
  %r9 = math.acosh %c8 : f64
  %c10 = arith.constant 10.0 : f64
  %r11 = math.acosh %c10 : f64
  %c12 = arith.constant 100.0 : f64
  %r13 = math.acosh %c12 : f64
  %c14 = arith.constant 1.0e-5 : f64
  %r15 = math.acosh %c14 : f64
  %c16 = arith.constant 0.1 : f64
  %r17 = math.acosh %c16 : f64
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17 : f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @asin() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.5 : f64
  %r1 = math.asin %c0 : f64
  %c2 = arith.constant 1.5 : f64
  %r3 = math.asin %c2 : f64
  %c4 = arith.constant -0.75 : f64
  %r5 = math.asin %c4 : f64
  %c6 = arith.constant 2.0 : f64
  %r7 = math.asin %c6 : f64
  %c8 = arith.constant -3.25 : f64
  %r9 = math.asin %c8 : f64
  %c10 = arith.constant 10.0 : f64
  %r11 = math.asin %c10 : f64
  %c12 = arith.constant 100.0 : f64
  %r13 = math.asin %c12 : f64
  %c14 = arith.constant 1.0e-5 : f64
  %r15 = math.asin %c14 : f64
  %c16 = arith.constant 0.1 : f64
  %r17 = math.asin %c16 : f64
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17 : f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @asinh() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.5 : f64
  %r1 = math.asinh %c0 : f64
  %c2 = arith.constant 1.5 : f64
  %r3 = math.asinh %c2 : f64
  %c4 = arith.constant -0.75 : f64
  %r5 = math.asinh %c4 : f64
  %c6 = arith.constant 2.0 : f64
  %r7 = math.asinh %c6 : f64
  %c8 = arith.constant -3.25 : f64
  %r9 = math.asinh %c8 : f64
  %c10 = arith.constant 10.0 : f64
  %r11 = math.asinh %c10 : f64
  %c12 = arith.constant 100.0 : f64
  %r13 = math.asinh %c12 : f64
  %c14 = arith.constant 1.0e-5 : f64
  %r15 = math.asinh %c14 : f64
  %c16 = arith.constant 0.1 : f64
  %r17 = math.asinh %c16 : f64
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17 : f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @atan() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.5 : f64
  %r1 = math.atan %c0 : f64
  %c2 = arith.constant 1.5 : f64
  %r3 = math.atan %c2 : f64
  %c4 = arith.constant -0.75 : f64
  %r5 = math.atan %c4 : f64
  %c6 = arith.constant 2.0 : f64
  %r7 = math.atan %c6 : f64
  %c8 = arith.constant -3.25 : f64
  %r9 = math.atan %c8 : f64
  %c10 = arith.constant 10.0 : f64
  %r11 = math.atan %c10 : f64
  %c12 = arith.constant 100.0 : f64
  %r13 = math.atan %c12 : f64
  %c14 = arith.constant 1.0e-5 : f64
  %r15 = math.atan %c14 : f64
  %c16 = arith.constant 0.1 : f64
  %r17 = math.atan %c16 : f64
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17 : f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @atanh() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.5 : f64
  %r1 = math.atanh %c0 : f64
  %c2 = arith.constant 1.5 : f64
  %r3 = math.atanh %c2 : f64
  %c4 = arith.constant -0.75 : f64
  %r5 = math.atanh %c4 : f64
  %c6 = arith.constant 2.0 : f64
  %r7 = math.atanh %c6 : f64
  %c8 = arith.constant -3.25 : f64
  %r9 = math.atanh %c8 : f64
  %c10 = arith.constant 10.0 : f64
  %r11 = math.atanh %c10 : f64
  %c12 = arith.constant 100.0 : f64
  %r13 = math.atanh %c12 : f64
  %c14 = arith.constant 1.0e-5 : f64
  %r15 = math.atanh %c14 : f64
  %c16 = arith.constant 0.1 : f64
  %r17 = math.atanh %c16 : f64
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17 : f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @cos() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.5 : f64
  %r1 = math.cos %c0 : f64
  %c2 = arith.constant 1.5 : f64
  %r3 = math.cos %c2 : f64
  %c4 = arith.constant -0.75 : f64
  %r5 = math.cos %c4 : f64
  %c6 = arith.constant 2.0 : f64
  %r7 = math.cos %c6 : f64
  %c8 = arith.constant -3.25 : f64
  %r9 = math.cos %c8 : f64
  %c10 = arith.constant 10.0 : f64
  %r11 = math.cos %c10 : f64
  %c12 = arith.constant 100.0 : f64
  %r13 = math.cos %c12 : f64
  %c14 = arith.constant 1.0e-5 : f64
  %r15 = math.cos %c14 : f64
  %c16 = arith.constant 0.1 : f64
  %r17 = math.cos %c16 : f64
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17 : f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @cosh() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.5 : f64
  %r1 = math.cosh %c0 : f64
  %c2 = arith.constant 1.5 : f64
  %r3 = math.cosh %c2 : f64
  %c4 = arith.constant -0.75 : f64
  %r5 = math.cosh %c4 : f64
  %c6 = arith.constant 2.0 : f64
  %r7 = math.cosh %c6 : f64
  %c8 = arith.constant -3.25 : f64
  %r9 = math.cosh %c8 : f64
  %c10 = arith.constant 10.0 : f64
  %r11 = math.cosh %c10 : f64
  %c12 = arith.constant 100.0 : f64
  %r13 = math.cosh %c12 : f64
  %c14 = arith.constant 1.0e-5 : f64
  %r15 = math.cosh %c14 : f64
  %c16 = arith.constant 0.1 : f64
  %r17 = math.cosh %c16 : f64
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17 : f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @erf() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.5 : f64
  %r1 = math.erf %c0 : f64
  %c2 = arith.constant 1.5 : f64
  %r3 = math.erf %c2 : f64
  %c4 = arith.constant -0.75 : f64
  %r5 = math.erf %c4 : f64
  %c6 = arith.constant 2.0 : f64
  %r7 = math.erf %c6 : f64
  %c8 = arith.constant -3.25 : f64
  %r9 = math.erf %c8 : f64
  %c10 = arith.constant 10.0 : f64
  %r11 = math.erf %c10 : f64
  %c12 = arith.constant 100.0 : f64
  %r13 = math.erf %c12 : f64
  %c14 = arith.constant 1.0e-5 : f64
  %r15 = math.erf %c14 : f64
  %c16 = arith.constant 0.1 : f64
  %r17 = math.erf %c16 : f64
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17 : f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @erfc() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.5 : f64
  %r1 = math.erfc %c0 : f64
  %c2 = arith.constant 1.5 : f64
  %r3 = math.erfc %c2 : f64
  %c4 = arith.constant -0.75 : f64
  %r5 = math.erfc %c4 : f64
  %c6 = arith.constant 2.0 : f64
  %r7 = math.erfc %c6 : f64
  %c8 = arith.constant -3.25 : f64
  %r9 = math.erfc %c8 : f64
  %c10 = arith.constant 10.0 : f64
  %r11 = math.erfc %c10 : f64
  %c12 = arith.constant 100.0 : f64
  %r13 = math.erfc %c12 : f64
  %c14 = arith.constant 1.0e-5 : f64
  %r15 = math.erfc %c14 : f64
  %c16 = arith.constant 0.1 : f64
  %r17 = math.erfc %c16 : f64
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17 : f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @exp() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.5 : f64
  %r1 = math.exp %c0 : f64
  %c2 = arith.constant 1.5 : f64
  %r3 = math.exp %c2 : f64
  %c4 = arith.constant -0.75 : f64
  %r5 = math.exp %c4 : f64
  %c6 = arith.constant 2.0 : f64
  %r7 = math.exp %c6 : f64
  %c8 = arith.constant -3.25 : f64
  %r9 = math.exp %c8 : f64
  %c10 = arith.constant 10.0 : f64
  %r11 = math.exp %c10 : f64
  %c12 = arith.constant 100.0 : f64
  %r13 = math.exp %c12 : f64
  %c14 = arith.constant 1.0e-5 : f64
  %r15 = math.exp %c14 : f64
  %c16 = arith.constant 0.1 : f64
  %r17 = math.exp %c16 : f64
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17 : f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @exp2() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.5 : f64
  %r1 = math.exp2 %c0 : f64
  %c2 = arith.constant 1.5 : f64
  %r3 = math.exp2 %c2 : f64
  %c4 = arith.constant -0.75 : f64
  %r5 = math.exp2 %c4 : f64
  %c6 = arith.constant 2.0 : f64
  %r7 = math.exp2 %c6 : f64
  %c8 = arith.constant -3.25 : f64
  %r9 = math.exp2 %c8 : f64
  %c10 = arith.constant 10.0 : f64
  %r11 = math.exp2 %c10 : f64
  %c12 = arith.constant 100.0 : f64
  %r13 = math.exp2 %c12 : f64
  %c14 = arith.constant 1.0e-5 : f64
  %r15 = math.exp2 %c14 : f64
  %c16 = arith.constant 0.1 : f64
  %r17 = math.exp2 %c16 : f64
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17 : f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @expm1() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.5 : f64
  %r1 = math.expm1 %c0 : f64
  %c2 = arith.constant 1.5 : f64
  %r3 = math.expm1 %c2 : f64
  %c4 = arith.constant -0.75 : f64
  %r5 = math.expm1 %c4 : f64
  %c6 = arith.constant 2.0 : f64
  %r7 = math.expm1 %c6 : f64
  %c8 = arith.constant -3.25 : f64
  %r9 = math.expm1 %c8 : f64
  %c10 = arith.constant 10.0 : f64
  %r11 = math.expm1 %c10 : f64
  %c12 = arith.constant 100.0 : f64
  %r13 = math.expm1 %c12 : f64
  %c14 = arith.constant 1.0e-5 : f64
  %r15 = math.expm1 %c14 : f64
  %c16 = arith.constant 0.1 : f64
  %r17 = math.expm1 %c16 : f64
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17 : f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @log() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.5 : f64
  %r1 = math.log %c0 : f64
  %c2 = arith.constant 1.5 : f64
  %r3 = math.log %c2 : f64
  %c4 = arith.constant -0.75 : f64
  %r5 = math.log %c4 : f64
  %c6 = arith.constant 2.0 : f64
  %r7 = math.log %c6 : f64
  %c8 = arith.constant -3.25 : f64
  %r9 = math.log %c8 : f64
  %c10 = arith.constant 10.0 : f64
  %r11 = math.log %c10 : f64
  %c12 = arith.constant 100.0 : f64
  %r13 = math.log %c12 : f64
  %c14 = arith.constant 1.0e-5 : f64
  %r15 = math.log %c14 : f64
  %c16 = arith.constant 0.1 : f64
  %r17 = math.log %c16 : f64
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17 : f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @log10() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.5 : f64
  %r1 = math.log10 %c0 : f64
  %c2 = arith.constant 1.5 : f64
  %r3 = math.log10 %c2 : f64
  %c4 = arith.constant -0.75 : f64
  %r5 = math.log10 %c4 : f64
  %c6 = arith.constant 2.0 : f64
  %r7 = math.log10 %c6 : f64
  %c8 = arith.constant -3.25 : f64
  %r9 = math.log10 %c8 : f64
  %c10 = arith.constant 10.0 : f64
  %r11 = math.log10 %c10 : f64
  %c12 = arith.constant 100.0 : f64
  %r13 = math.log10 %c12 : f64
  %c14 = arith.constant 1.0e-5 : f64
  %r15 = math.log10 %c14 : f64
  %c16 = arith.constant 0.1 : f64
  %r17 = math.log10 %c16 : f64
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17 : f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @log1p() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.5 : f64
  %r1 = math.log1p %c0 : f64
  %c2 = arith.constant 1.5 : f64
  %r3 = math.log1p %c2 : f64
  %c4 = arith.constant -0.75 : f64
  %r5 = math.log1p %c4 : f64
  %c6 = arith.constant 2.0 : f64
  %r7 = math.log1p %c6 : f64
  %c8 = arith.constant -3.25 : f64
  %r9 = math.log1p %c8 : f64
  %c10 = arith.constant 10.0 : f64
  %r11 = math.log1p %c10 : f64
  %c12 = arith.constant 100.0 : f64
  %r13 = math.log1p %c12 : f64
  %c14 = arith.constant 1.0e-5 : f64
  %r15 = math.log1p %c14 : f64
  %c16 = arith.constant 0.1 : f64
  %r17 = math.log1p %c16 : f64
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17 : f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @log2() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.5 : f64
  %r1 = math.log2 %c0 : f64
  %c2 = arith.constant 1.5 : f64
  %r3 = math.log2 %c2 : f64
  %c4 = arith.constant -0.75 : f64
  %r5 = math.log2 %c4 : f64
  %c6 = arith.constant 2.0 : f64
  %r7 = math.log2 %c6 : f64
  %c8 = arith.constant -3.25 : f64
  %r9 = math.log2 %c8 : f64
  %c10 = arith.constant 10.0 : f64
  %r11 = math.log2 %c10 : f64
  %c12 = arith.constant 100.0 : f64
  %r13 = math.log2 %c12 : f64
  %c14 = arith.constant 1.0e-5 : f64
  %r15 = math.log2 %c14 : f64
  %c16 = arith.constant 0.1 : f64
  %r17 = math.log2 %c16 : f64
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17 : f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @round() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.5 : f64
  %r1 = math.round %c0 : f64
  %c2 = arith.constant 1.5 : f64
  %r3 = math.round %c2 : f64
  %c4 = arith.constant -0.75 : f64
  %r5 = math.round %c4 : f64
  %c6 = arith.constant 2.0 : f64
  %r7 = math.round %c6 : f64
  %c8 = arith.constant -3.25 : f64
  %r9 = math.round %c8 : f64
  %c10 = arith.constant 10.0 : f64
  %r11 = math.round %c10 : f64
  %c12 = arith.constant 100.0 : f64
  %r13 = math.round %c12 : f64
  %c14 = arith.constant 1.0e-5 : f64
  %r15 = math.round %c14 : f64
  %c16 = arith.constant 0.1 : f64
  %r17 = math.round %c16 : f64
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17 : f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @sin() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.5 : f64
  %r1 = math.sin %c0 : f64
  %c2 = arith.constant 1.5 : f64
  %r3 = math.sin %c2 : f64
  %c4 = arith.constant -0.75 : f64
  %r5 = math.sin %c4 : f64
  %c6 = arith.constant 2.0 : f64
  %r7 = math.sin %c6 : f64
  %c8 = arith.constant -3.25 : f64
  %r9 = math.sin %c8 : f64
  %c10 = arith.constant 10.0 : f64
  %r11 = math.sin %c10 : f64
  %c12 = arith.constant 100.0 : f64
  %r13 = math.sin %c12 : f64
  %c14 = arith.constant 1.0e-5 : f64
  %r15 = math.sin %c14 : f64
  %c16 = arith.constant 0.1 : f64
  %r17 = math.sin %c16 : f64
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17 : f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @sinh() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.5 : f64
  %r1 = math.sinh %c0 : f64
  %c2 = arith.constant 1.5 : f64
  %r3 = math.sinh %c2 : f64
  %c4 = arith.constant -0.75 : f64
  %r5 = math.sinh %c4 : f64
  %c6 = arith.constant 2.0 : f64
  %r7 = math.sinh %c6 : f64
  %c8 = arith.constant -3.25 : f64
  %r9 = math.sinh %c8 : f64
  %c10 = arith.constant 10.0 : f64
  %r11 = math.sinh %c10 : f64
  %c12 = arith.constant 100.0 : f64
  %r13 = math.sinh %c12 : f64
  %c14 = arith.constant 1.0e-5 : f64
  %r15 = math.sinh %c14 : f64
  %c16 = arith.constant 0.1 : f64
  %r17 = math.sinh %c16 : f64
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17 : f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @sqrt() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.5 : f64
  %r1 = math.sqrt %c0 : f64
  %c2 = arith.constant 1.5 : f64
  %r3 = math.sqrt %c2 : f64
  %c4 = arith.constant -0.75 : f64
  %r5 = math.sqrt %c4 : f64
  %c6 = arith.constant 2.0 : f64
  %r7 = math.sqrt %c6 : f64
  %c8 = arith.constant -3.25 : f64
  %r9 = math.sqrt %c8 : f64
  %c10 = arith.constant 10.0 : f64
  %r11 = math.sqrt %c10 : f64
  %c12 = arith.constant 100.0 : f64
  %r13 = math.sqrt %c12 : f64
  %c14 = arith.constant 1.0e-5 : f64
  %r15 = math.sqrt %c14 : f64
  %c16 = arith.constant 0.1 : f64
  %r17 = math.sqrt %c16 : f64
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17 : f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @tan() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.5 : f64
  %r1 = math.tan %c0 : f64
  %c2 = arith.constant 1.5 : f64
  %r3 = math.tan %c2 : f64
  %c4 = arith.constant -0.75 : f64
  %r5 = math.tan %c4 : f64
  %c6 = arith.constant 2.0 : f64
  %r7 = math.tan %c6 : f64
  %c8 = arith.constant -3.25 : f64
  %r9 = math.tan %c8 : f64
  %c10 = arith.constant 10.0 : f64
  %r11 = math.tan %c10 : f64
  %c12 = arith.constant 100.0 : f64
  %r13 = math.tan %c12 : f64
  %c14 = arith.constant 1.0e-5 : f64
  %r15 = math.tan %c14 : f64
  %c16 = arith.constant 0.1 : f64
  %r17 = math.tan %c16 : f64
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17 : f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @tanh() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.5 : f64
  %r1 = math.tanh %c0 : f64
  %c2 = arith.constant 1.5 : f64
  %r3 = math.tanh %c2 : f64
  %c4 = arith.constant -0.75 : f64
  %r5 = math.tanh %c4 : f64
  %c6 = arith.constant 2.0 : f64
  %r7 = math.tanh %c6 : f64
  %c8 = arith.constant -3.25 : f64
  %r9 = math.tanh %c8 : f64
  %c10 = arith.constant 10.0 : f64
  %r11 = math.tanh %c10 : f64
  %c12 = arith.constant 100.0 : f64
  %r13 = math.tanh %c12 : f64
  %c14 = arith.constant 1.0e-5 : f64
  %r15 = math.tanh %c14 : f64
  %c16 = arith.constant 0.1 : f64
  %r17 = math.tanh %c16 : f64
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17 : f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @trunc() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0.5 : f64
  %r1 = math.trunc %c0 : f64
  %c2 = arith.constant 1.5 : f64
  %r3 = math.trunc %c2 : f64
  %c4 = arith.constant -0.75 : f64
  %r5 = math.trunc %c4 : f64
  %c6 = arith.constant 2.0 : f64
  %r7 = math.trunc %c6 : f64
  %c8 = arith.constant -3.25 : f64
  %r9 = math.trunc %c8 : f64
  %c10 = arith.constant 10.0 : f64
  %r11 = math.trunc %c10 : f64
  %c12 = arith.constant 100.0 : f64
  %r13 = math.trunc %c12 : f64
  %c14 = arith.constant 1.0e-5 : f64
  %r15 = math.trunc %c14 : f64
  %c16 = arith.constant 0.1 : f64
  %r17 = math.trunc %c16 : f64
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17 : f64, f64, f64, f64, f64, f64, f64, f64, f64
}
