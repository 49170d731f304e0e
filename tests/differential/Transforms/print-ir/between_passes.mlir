// RUN: --print-ir=label=before --canonicalize --print-ir=label=after
// RUN: --pass-pipeline=builtin.module(print-ir{label=a},symbol-privatize{exclude=main},symbol-dce,print-ir{label=b})
// Dumps between passes show the IR as each pass left it.
func.func @main() -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = call @helper(%0) : (i32) -> i32
  return %1 : i32
}
func.func @helper(%a: i32) -> i32 {
  return %a : i32
}
func.func @unused() {
  return
}
