// RUN: --inline
// RUN: --inline=default-pipeline=
// A callee of several blocks inlined into a caller of one block: the
// caller's block is split at the call, the callee's returns become
// branches to the split-off block, whose arguments take the call's results.
func.func private @select_max(%a: i32, %b: i32) -> i32 {
  %c = arith.cmpi sgt, %a, %b : i32
  cf.cond_br %c, ^take_a, ^take_b
^take_a:
  return %a : i32
^take_b:
  return %b : i32
}
func.func @caller(%x: i32, %y: i32) -> i32 {
  %m = call @select_max(%x, %y) : (i32, i32) -> i32
  %r = arith.addi %m, %x : i32
  return %r : i32
}
