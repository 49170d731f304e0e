// RUN: --test-single-fold
// RUN: --canonicalize
func.func @payloads_f16() -> (f16, f16, f16, f16, f16) {
  %s = arith.constant 0x7C05 : f16
  %q = arith.constant 0xFE07 : f16
  %one = arith.constant 1.0 : f16
  %r0 = arith.addf %s, %one : f16
  %r1 = arith.mulf %one, %q : f16
  %r2 = arith.divf %q, %s : f16
  %r3 = arith.remf %s, %q : f16
  %r4 = arith.minimumf %one, %q : f16
  return %r0, %r1, %r2, %r3, %r4 : f16, f16, f16, f16, f16
}

func.func @payloads_f64_bf16() -> (f64, f64, bf16, bf16) {
  %s = arith.constant 0xFFF0000000000ABC : f64
  %q = arith.constant 0x7FF800000000DEF0 : f64
  %two = arith.constant 2.0 : f64
  %bs = arith.constant 0x7F81 : bf16
  %bq = arith.constant 0xFFC1 : bf16
  %r0 = arith.subf %s, %two : f64
  %r1 = arith.subf %two, %q : f64
  %r2 = arith.mulf %bs, %bq : bf16
  %r3 = arith.maximumf %bq, %bs : bf16
  return %r0, %r1, %r2, %r3 : f64, f64, bf16, bf16
}

func.func @invalid_operations() -> (f16, bf16, f64, f32) {
  %hi = arith.constant 0x7C00 : f16
  %bz = arith.constant 0.0 : bf16
  %bi = arith.constant 0xFF80 : bf16
  %dz = arith.constant -0.0 : f64
  %fi = arith.constant 0xFF800000 : f32
  %r0 = arith.subf %hi, %hi : f16
  %r1 = arith.mulf %bz, %bi : bf16
  %r2 = arith.divf %dz, %dz : f64
  %r3 = arith.remf %fi, %fi : f32
  return %r0, %r1, %r2, %r3 : f16, bf16, f64, f32
}
