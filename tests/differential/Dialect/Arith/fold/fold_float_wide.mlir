// RUN: --test-single-fold
// RUN: --canonicalize
func.func @f80() -> (f80, f80, f80, f80, f80, f80) {
  %one = arith.constant 1.0 : f80
  %three = arith.constant 3.0 : f80
  %tenth = arith.constant 0.1 : f80
  %max = arith.constant 0x7FFEFFFFFFFFFFFFFFFF : f80
  %den = arith.constant 0x00000000000000000001 : f80
  %nan = arith.constant 0xFFFFC000000000000001 : f80
  %r0 = arith.divf %one, %three : f80
  %r1 = arith.addf %one, %tenth : f80
  %r2 = arith.mulf %max, %three : f80
  %r3 = arith.addf %den, %den : f80
  %r4 = arith.subf %one, %nan : f80
  %r5 = arith.remf %tenth, %three : f80
  return %r0, %r1, %r2, %r3, %r4, %r5 : f80, f80, f80, f80, f80, f80
}

func.func @f128() -> (f128, f128, f128, f128, f128, f128) {
  %one = arith.constant 1.0 : f128
  %three = arith.constant 3.0 : f128
  %tenth = arith.constant 0.1 : f128
  %max = arith.constant 0x7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF : f128
  %den = arith.constant 0x00000000000000000000000000000001 : f128
  %nz = arith.constant -0.0 : f128
  %r0 = arith.divf %one, %three : f128
  %r1 = arith.addf %one, %tenth : f128
  %r2 = arith.mulf %max, %three : f128
  %r3 = arith.addf %den, %den : f128
  %r4 = arith.mulf %nz, %three : f128
  %r5 = arith.maximumf %nz, %den : f128
  return %r0, %r1, %r2, %r3, %r4, %r5 : f128, f128, f128, f128, f128, f128
}

func.func @f64_corners() -> (f64, f64, f64, f64) {
  %max = arith.constant 1.7976931348623157e308 : f64
  %den = arith.constant 4.9406564584124654E-324 : f64
  %half = arith.constant 0.5 : f64
  %two = arith.constant 2.0 : f64
  %r0 = arith.mulf %den, %half : f64
  %r1 = arith.divf %max, %half : f64
  %r2 = arith.mulf %den, %two : f64
  %r3 = arith.subf %den, %den : f64
  return %r0, %r1, %r2, %r3 : f64, f64, f64, f64
}
