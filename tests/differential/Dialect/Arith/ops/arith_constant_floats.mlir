// RUN:
// RUN: --mlir-print-op-generic
// Float constants: all named %cst; printed in the shortest exact form
// (scientific, fixed, or hex bits for inf/NaN and large integral values).
func.func @floats() {
  %0 = arith.constant 1.0 : f32
  %1 = arith.constant -0.0 : f32
  %2 = arith.constant 0.1 : f32
  %3 = arith.constant 0.1 : f64
  %4 = arith.constant 3.14159 : f16
  %5 = arith.constant 1.5 : bf16
  %6 = arith.constant 0x7F800000 : f32
  %7 = arith.constant 0xFFF0000000000000 : f64
  %8 = arith.constant 0x7FC00000 : f32
  %9 = arith.constant 16777216.0 : f32
  %10 = arith.constant 1.0e-4 : f32
  %11 = arith.constant 2.5e10 : f64
  %12 = arith.constant 1.0 : f128
  %13 = arith.constant 0.5 : f80
  %14 = arith.constant 2.0 : f8E4M3FN
  %15 = arith.constant 42 : index
  return
}
