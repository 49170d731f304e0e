// RUN:
// RUN: --mlir-print-op-generic
// Repeated constants get suffixes from ONE shared conflict counter:
// %c0, %c0_0, %cst, %cst_1, %true, %true_2, ... (a repeated %c1_i32 too).
func.func @collisions() {
  %0 = arith.constant 0 : index
  %1 = arith.constant 0 : index
  %2 = arith.constant 1.0 : f32
  %3 = arith.constant 1.0 : f32
  %4 = arith.constant true
  %5 = arith.constant true
  %6 = arith.constant 1 : i32
  %7 = arith.constant 1 : i32
  %8 = arith.constant 0 : index
  %9 = arith.constant 2.0 : f64
  %10 = arith.constant 0 : i32
  %11 = arith.constant false
  %12 = arith.constant 1 : i32
  return
}

func.func @second_function_restarts() {
  %0 = arith.constant 0 : index
  %1 = arith.constant 0 : index
  %2 = arith.constant 3.0 : f16
  return
}
