// RUN: --symbol-privatize=exclude=main --symbol-dce
// RUN: --pass-pipeline=builtin.module(symbol-privatize{exclude=main},symbol-dce)
// Privatizing all but the entry point lets symbol-dce remove everything
// the entry point does not reach.
func.func @main(%a: i32) -> i32 {
  %0 = call @used(%a) : (i32) -> i32
  return %0 : i32
}
func.func @used(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @unused(%a: i32) -> i32 {
  return %a : i32
}
func.func @also_unused() {
  return
}
