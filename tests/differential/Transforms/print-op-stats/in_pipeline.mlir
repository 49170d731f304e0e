// RUN: --print-op-stats --canonicalize --print-op-stats=json
// RUN: --pass-pipeline=builtin.module(print-op-stats,symbol-dce,print-op-stats{json=true})
// The counts before and after a pass that removes ops; the IR is printed
// as usual on stdout.
func.func private @dead() -> i32 {
  %c = arith.constant 7 : i32
  return %c : i32
}
func.func @live(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}
