// RUN: --test-single-fold
// RUN: --canonicalize
func.func @denormals() -> (f32, f32, f32, f16, f16, bf16, f64, f32) {
  %d = arith.constant 1.40129846E-45 : f32
  %n = arith.constant 1.17549435E-38 : f32
  %half = arith.constant 0.5 : f32
  %h = arith.constant 5.96046448E-8 : f16
  %hn = arith.constant 6.103515625E-5 : f16
  %b = arith.constant 9.18354962E-41 : bf16
  %dd = arith.constant 4.9406564584124654E-324 : f64
  %r0 = arith.subf %n, %d : f32
  %r1 = arith.mulf %d, %half : f32
  %r2 = arith.divf %n, %d : f32
  %r3 = arith.subf %hn, %h : f16
  %r4 = arith.mulf %h, %hn : f16
  %r5 = arith.addf %b, %b : bf16
  %r6 = arith.addf %dd, %dd : f64
  %three = arith.constant 3.0 : f32
  %r7 = arith.mulf %d, %three : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : f32, f32, f32, f16, f16, bf16, f64, f32
}
