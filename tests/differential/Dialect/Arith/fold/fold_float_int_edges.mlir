// RUN: --test-single-fold
// RUN: --canonicalize
func.func @fptosi_edges() -> (i8, i8, i8, i64, i64, i128, i16, i32) {
  %a = arith.constant 127.99 : f32
  %b = arith.constant -128.5 : f32
  %c = arith.constant -129.0 : f32
  %d = arith.constant -9.2233720368547758E+18 : f64
  %e = arith.constant 9.2233720368547758E+18 : f64
  %f = arith.constant 1.0e38 : f32
  %g = arith.constant -0.0 : f16
  %h = arith.constant 0x7FF0000000000000 : f64
  %r0 = arith.fptosi %a : f32 to i8
  %r1 = arith.fptosi %b : f32 to i8
  %r2 = arith.fptosi %c : f32 to i8
  %r3 = arith.fptosi %d : f64 to i64
  %r4 = arith.fptosi %e : f64 to i64
  %r5 = arith.fptosi %f : f32 to i128
  %r6 = arith.fptosi %g : f16 to i16
  %r7 = arith.fptosi %h : f64 to i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i8, i8, i8, i64, i64, i128, i16, i32
}

func.func @fptoui_edges() -> (i8, i8, i64, i1, i1, i32) {
  %a = arith.constant 255.0 : f32
  %b = arith.constant 256.0 : f32
  %c = arith.constant 1.8446744073709552E+19 : f64
  %d = arith.constant 1.0 : bf16
  %e = arith.constant 1.99 : f64
  %f = arith.constant -0.99 : f32
  %r0 = arith.fptoui %a : f32 to i8
  %r1 = arith.fptoui %b : f32 to i8
  %r2 = arith.fptoui %c : f64 to i64
  %r3 = arith.fptoui %d : bf16 to i1
  %r4 = arith.fptoui %e : f64 to i1
  %r5 = arith.fptoui %f : f32 to i32
  return %r0, %r1, %r2, %r3, %r4, %r5 : i8, i8, i64, i1, i1, i32
}

func.func @wide_ints() -> (f32, f64, f16, f8E5M2, bf16, f80) {
  %a = arith.constant 340282366920938463463374607431768211455 : i128
  %b = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
  %c = arith.constant 65519 : i17
  %d = arith.constant 61440 : i32
  %e = arith.constant -3 : i2
  %f = arith.constant 18446744073709551615 : i64
  %r0 = arith.uitofp %a : i128 to f32
  %r1 = arith.sitofp %b : i256 to f64
  %r2 = arith.uitofp %c : i17 to f16
  %r3 = arith.uitofp %d : i32 to f8E5M2
  %r4 = arith.uitofp %e : i2 to bf16
  %r5 = arith.uitofp %f : i64 to f80
  return %r0, %r1, %r2, %r3, %r4, %r5 : f32, f64, f16, f8E5M2, bf16, f80
}
