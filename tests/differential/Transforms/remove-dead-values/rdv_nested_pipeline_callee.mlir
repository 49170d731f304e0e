// RUN: --pass-pipeline=builtin.module(func.func(remove-dead-values))
// RUN: --pass-pipeline=builtin.module(func.func(remove-dead-values)) --mlir-disable-threading
// Scheduled on each function, the pass trims a private function without
// seeing its calls in the others: the call is left with the old signature,
// which the verifier refuses.
func.func private @callee(%a: i32, %b: i32) -> i32 {
  return %b : i32
}
func.func @caller(%x: i32) -> i32 {
  %r = call @callee(%x, %x) : (i32, i32) -> i32
  return %r : i32
}
