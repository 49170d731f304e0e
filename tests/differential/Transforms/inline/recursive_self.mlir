// RUN: --inline=default-pipeline=
// RUN: --inline
// A function calling itself is never inlined, neither into itself nor
// into its callers; a call from another function stays a call.
func.func @countdown(%n: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %done = arith.cmpi eq, %n, %zero : i32
  cf.cond_br %done, ^exit, ^again
^exit:
  return %zero : i32
^again:
  %m = arith.subi %n, %one : i32
  %r = call @countdown(%m) : (i32) -> i32
  return %r : i32
}
func.func @caller(%n: i32) -> i32 {
  %r = call @countdown(%n) : (i32) -> i32
  return %r : i32
}
