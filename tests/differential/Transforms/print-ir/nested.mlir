// RUN: --pass-pipeline=builtin.module(func.func(print-ir{label=fn})) --mlir-disable-threading
// RUN: --pass-pipeline=builtin.module(func.func(print-ir)) --mlir-disable-threading --mlir-print-op-generic
// Nested on functions, each function is printed alone in order, its
// values numbered within it.
func.func @one(%a: i64) -> i64 {
  %0 = arith.muli %a, %a : i64
  return %0 : i64
}
func.func @two() {
  cf.br ^bb1
^bb1:
  return
}
