// RUN:
// RUN: --mlir-print-op-generic
// A float kernel: a*x+y with fastmath, clamping with maximumf/minimumf,
// conversion to integer, and NaN handling with cmpf uno + select.
func.func @saxpy_clamp(%a: f32, %x: f32, %y: f32) -> (i32, f32) {
  %lo = arith.constant -1.0e+03 : f32
  %hi = arith.constant 1.0e+03 : f32
  %zero = arith.constant 0.0 : f32
  %ax = arith.mulf %a, %x fastmath<contract> : f32
  %s = arith.addf %ax, %y fastmath<contract> : f32
  %c1 = arith.maximumf %s, %lo : f32
  %c2 = arith.minimumf %c1, %hi : f32
  %nan = arith.cmpf uno, %c2, %c2 : f32
  %clean = arith.select %nan, %zero, %c2 : f32
  %i = arith.fptosi %clean : f32 to i32
  %d = arith.extf %clean : f32 to f64
  %back = arith.truncf %d : f64 to f32
  return %i, %back : i32, f32
}
