// RUN: --test-single-fold
// RUN: --canonicalize
func.func @ties() -> (f16, f16, bf16, bf16, f32, f32, f64, f64) {
  %h1 = arith.constant 1.0 : f16
  %h2 = arith.constant 4.8828125E-4 : f16
  %h3 = arith.constant 1.0009765625 : f16
  %b1 = arith.constant 1.0 : bf16
  %b2 = arith.constant 0.00390625 : bf16
  %b3 = arith.constant 1.0078125 : bf16
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 5.96046448E-8 : f32
  %f3 = arith.constant 1.00000012 : f32
  %d1 = arith.constant 1.0 : f64
  %d2 = arith.constant 1.1102230246251565E-16 : f64
  %d3 = arith.constant 1.0000000000000002 : f64
  %r0 = arith.addf %h1, %h2 : f16
  %r1 = arith.addf %h3, %h2 : f16
  %r2 = arith.addf %b1, %b2 : bf16
  %r3 = arith.addf %b3, %b2 : bf16
  %r4 = arith.addf %f1, %f2 : f32
  %r5 = arith.addf %f3, %f2 : f32
  %r6 = arith.addf %d1, %d2 : f64
  %r7 = arith.addf %d3, %d2 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : f16, f16, bf16, bf16, f32, f32, f64, f64
}

func.func @overflow_ties() -> (f16, f16, f32) {
  %max = arith.constant 65504.0 : f16
  %half_ulp = arith.constant 16.0 : f16
  %below = arith.constant 15.0 : f16
  %fmax = arith.constant 3.40282347E+38 : f32
  %fulp = arith.constant 1.01412048E+31 : f32
  %r0 = arith.addf %max, %half_ulp : f16
  %r1 = arith.addf %max, %below : f16
  %r2 = arith.addf %fmax, %fulp : f32
  return %r0, %r1, %r2 : f16, f16, f32
}
