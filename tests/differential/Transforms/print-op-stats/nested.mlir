// RUN: --pass-pipeline=builtin.module(func.func(print-op-stats)) --mlir-disable-threading
// RUN: --pass-pipeline=builtin.module(func.func(print-op-stats{json})) --mlir-disable-threading
// Nested on functions, each function's ops are counted on their own, one
// report per function in order.
func.func @first() {
  return
}
func.func @second(%a: index) -> index {
  %c1 = arith.constant 1 : index
  %0 = arith.addi %a, %c1 : index
  return %0 : index
}
