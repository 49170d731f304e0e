// RUN: --test-single-fold
// RUN: --canonicalize
func.func @truncf() -> (f32, f32, f16, f32, f32, bf16, f16, f32) {
  %tenth = arith.constant 0.1 : f64
  %half = arith.constant 0.5 : f64
  %big = arith.constant 1.0e10 : f32
  %snan = arith.constant 0x7FF0000000000001 : f64
  %qnan = arith.constant 0x7FF8000000000000 : f64
  %lossy = arith.constant 0x7FF8000000000001 : f64
  %b = arith.constant 1.5 : f32
  %den = arith.constant 5.9604644775390625E-8 : f32
  %r0 = arith.truncf %tenth : f64 to f32
  %r1 = arith.truncf %half : f64 to f32
  %r2 = arith.truncf %big : f32 to f16
  %r3 = arith.truncf %snan : f64 to f32
  %r4 = arith.truncf %qnan : f64 to f32
  %r5 = arith.truncf %b : f32 to bf16
  %r6 = arith.truncf %den : f32 to f16
  %r7 = arith.truncf %lossy : f64 to f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : f32, f32, f16, f32, f32, bf16, f16, f32
}

func.func @truncf_rounding_modes() -> (f32, f32, f32) {
  %tenth = arith.constant 0.1 : f64
  %q = arith.constant 0.25 : f64
  %r0 = arith.truncf %tenth downward : f64 to f32
  %r1 = arith.truncf %q upward : f64 to f32
  %r2 = arith.truncf %q to_nearest_away : f64 to f32
  return %r0, %r1, %r2 : f32, f32, f32
}

func.func @extf() -> (f64, f64, f64, f32, f128, f80, f32) {
  %a = arith.constant 0.1 : f32
  %snan = arith.constant 0x7F800001 : f32
  %qnan = arith.constant 0xFFC00001 : f32
  %h = arith.constant 6.1e-5 : f16
  %d = arith.constant 0.1 : f64
  %e = arith.constant 3.0 : f64
  %bf = arith.constant -2.5 : bf16
  %r0 = arith.extf %a : f32 to f64
  %r1 = arith.extf %snan : f32 to f64
  %r2 = arith.extf %qnan : f32 to f64
  %r3 = arith.extf %h : f16 to f32
  %r4 = arith.extf %d : f64 to f128
  %r5 = arith.extf %e : f64 to f80
  %r6 = arith.extf %bf : bf16 to f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : f64, f64, f64, f32, f128, f80, f32
}

func.func @round_trips(%x: f32, %y: f64) -> (f32, f32, f32, f32, f64) {
  %e = arith.extf %x : f32 to f64
  %r0 = arith.truncf %e : f64 to f32
  %t = arith.truncf %x fastmath<contract> : f32 to f16
  %r1 = arith.extf %t fastmath<contract> : f16 to f32
  %t2 = arith.truncf %x : f32 to f16
  %r2 = arith.extf %t2 fastmath<contract> : f16 to f32
  %t3 = arith.truncf %x fastmath<fast> : f32 to bf16
  %r3 = arith.extf %t3 fastmath<fast> : bf16 to f32
  %e4 = arith.extf %x : f32 to f80
  %t4 = arith.truncf %e4 : f80 to f64
  return %r0, %r1, %r2, %r3, %t4 : f32, f32, f32, f32, f64
}
