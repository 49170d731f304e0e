// RUN:
// RUN: --mlir-print-op-generic
// arith.constant literals without a type: integers default to i64 and
// floats to f64 (so the names are %c3_i64 and %cst); hex integers too.
func.func @untyped() -> (i64, f64, i64, i64) {
  %0 = arith.constant 3
  %1 = arith.constant 2.5
  %2 = arith.constant -9
  %3 = arith.constant 0x10
  return %0, %1, %2, %3 : i64, f64, i64, i64
}
