// RUN: --test-single-fold
// RUN: --canonicalize
func.func @add_f32() -> (f32, f32, f32, f32, f32, f32) {
  %one = arith.constant 1.0 : f32
  %tenth = arith.constant 0.1 : f32
  %max = arith.constant 3.40282347E+38 : f32
  %den = arith.constant 1.0e-45 : f32
  %ulp = arith.constant 5.96046448E-8 : f32
  %a = arith.addf %one, %tenth : f32
  %b = arith.addf %max, %max : f32
  %c = arith.addf %den, %den : f32
  %d = arith.addf %one, %ulp : f32
  %e = arith.addf %tenth, %tenth : f32
  %f = arith.addf %max, %one : f32
  return %a, %b, %c, %d, %e, %f : f32, f32, f32, f32, f32, f32
}

func.func @add_signed_zeros() -> (f32, f32, f32, f64) {
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %x = arith.constant 2.5 : f32
  %mx = arith.constant -2.5 : f32
  %nz64 = arith.constant -0.0 : f64
  %a = arith.addf %nz, %nz : f32
  %b = arith.addf %pz, %nz : f32
  %c = arith.addf %x, %mx : f32
  %d = arith.addf %nz64, %nz64 : f64
  return %a, %b, %c, %d : f32, f32, f32, f64
}

func.func @add_special(%x: f32) -> (f32, f32, f32, f32, f32) {
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %snan = arith.constant 0x7F800123 : f32
  %qnan = arith.constant 0xFFC00456 : f32
  %a = arith.addf %inf, %ninf : f32
  %b = arith.addf %inf, %inf : f32
  %c = arith.addf %snan, %qnan : f32
  %d = arith.addf %qnan, %snan : f32
  %e = arith.addf %inf, %qnan : f32
  return %a, %b, %c, %d, %e : f32, f32, f32, f32, f32
}

func.func @add_identities(%x: f32, %y: f64) -> (f32, f32, f64, f64) {
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %nz64 = arith.constant -0.0 : f64
  %a = arith.addf %x, %nz : f32
  %b = arith.addf %x, %pz : f32
  %c = arith.addf %y, %nz64 : f64
  %d = arith.addf %nz64, %y : f64
  return %a, %b, %c, %d : f32, f32, f64, f64
}

func.func @add_f64_f16_bf16() -> (f64, f16, f16, bf16, bf16) {
  %a64 = arith.constant 0.1 : f64
  %b64 = arith.constant 0.2 : f64
  %h = arith.constant 65504.0 : f16
  %h1 = arith.constant 16.0 : f16
  %hd = arith.constant 5.96e-8 : f16
  %b = arith.constant 1.0 : bf16
  %bt = arith.constant 0.00390625 : bf16
  %bt3 = arith.constant 0.01171875 : bf16
  %r0 = arith.addf %a64, %b64 : f64
  %r1 = arith.addf %h, %h1 : f16
  %r2 = arith.addf %hd, %hd : f16
  %r3 = arith.addf %b, %bt : bf16
  %r4 = arith.addf %b, %bt3 : bf16
  return %r0, %r1, %r2, %r3, %r4 : f64, f16, f16, bf16, bf16
}
