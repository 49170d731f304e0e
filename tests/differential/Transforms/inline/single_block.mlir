// RUN: --inline
// RUN: --inline=default-pipeline=
// RUN: --mlir-disable-threading --inline=default-pipeline=
// A callee of one block replaces its call: the callee's arguments become
// the call's operands and its returned values the call's results. The
// private callee goes once its only call is inlined; the public one stays.
func.func private @add_one(%x: i32) -> i32 {
  %one = arith.constant 1 : i32
  %r = arith.addi %x, %one : i32
  return %r : i32
}
func.func @scale(%x: i32, %y: i32) -> (i32, i32) {
  %a = arith.muli %x, %y : i32
  %b = arith.subi %x, %y : i32
  return %a, %b : i32, i32
}
func.func @caller(%p: i32, %q: i32) -> i32 {
  %0 = call @add_one(%p) : (i32) -> i32
  %1:2 = call @scale(%0, %q) : (i32, i32) -> (i32, i32)
  %2 = arith.xori %1#0, %1#1 : i32
  return %2 : i32
}
