// RUN: --test-single-fold
// RUN: --canonicalize
func.func @sitofp_uitofp() -> (f16, f32, f32, bf16, f32, f32, f128, f64, f64, f8E4M3FN) {
  %big = arith.constant 100000 : i32
  %m1 = arith.constant -1 : i32
  %odd = arith.constant 16777217 : i32
  %t = arith.constant true
  %w = arith.constant 170141183460469231731687303715884105727 : i128
  %min = arith.constant -9223372036854775808 : i64
  %tie = arith.constant 9007199254740993 : i64
  %n = arith.constant 500 : i16
  %r0 = arith.sitofp %big : i32 to f16
  %r1 = arith.uitofp %m1 : i32 to f32
  %r2 = arith.sitofp %m1 : i32 to f32
  %r3 = arith.sitofp %odd : i32 to bf16
  %r4 = arith.sitofp %t : i1 to f32
  %r5 = arith.uitofp %t : i1 to f32
  %r6 = arith.sitofp %w : i128 to f128
  %r7 = arith.sitofp %min : i64 to f64
  %r8 = arith.uitofp %tie : i64 to f64
  %r9 = arith.sitofp %n : i16 to f8E4M3FN
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9 : f16, f32, f32, bf16, f32, f32, f128, f64, f64, f8E4M3FN
}

func.func @fptosi_fptoui() -> (i8, i8, i8, i8, i8, i32, i1, i1, i64, i32, i16) {
  %x = arith.constant -2.9 : f32
  %y = arith.constant 255.9 : f32
  %nh = arith.constant -0.5 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %mone = arith.constant -1.0 : f32
  %p = arith.constant 9.2233720368547758E+18 : f64
  %inf = arith.constant 0xFF800000 : f32
  %h = arith.constant 65504.0 : f16
  %r0 = arith.fptosi %x : f32 to i8
  %r1 = arith.fptoui %x : f32 to i8
  %r2 = arith.fptoui %y : f32 to i8
  %r3 = arith.fptosi %y : f32 to i8
  %r4 = arith.fptoui %nh : f32 to i8
  %r5 = arith.fptosi %nan : f32 to i32
  %r6 = arith.fptosi %mone : f32 to i1
  %r7 = arith.fptoui %mone : f32 to i1
  %r8 = arith.fptosi %p : f64 to i64
  %r9 = arith.fptosi %inf : f32 to i32
  %r10 = arith.fptoui %h : f16 to i16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10 : i8, i8, i8, i8, i8, i32, i1, i1, i64, i32, i16
}
