// RUN: --inline=default-pipeline=
// RUN: --inline
// Two functions calling each other: neither call between them is
// inlined. A third function calling one of them gets the cycle unrolled:
// in one round a body is not inlined again through a call that its own
// inlining brought, so each round inlines `@even` then `@odd`; after the
// rounds (4 by default) a call into the cycle stays. The default pipeline
// folds the constants of each round before the next.
func.func @even(%n: i32) -> i1 {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %is0 = arith.cmpi eq, %n, %zero : i32
  %m = arith.subi %n, %one : i32
  %r = call @odd(%m) : (i32) -> i1
  %x = arith.ori %is0, %r : i1
  return %x : i1
}
func.func @odd(%n: i32) -> i1 {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %not0 = arith.cmpi ne, %n, %zero : i32
  %m = arith.subi %n, %one : i32
  %r = call @even(%m) : (i32) -> i1
  %x = arith.andi %not0, %r : i1
  return %x : i1
}
func.func @caller(%n: i32) -> i1 {
  %r = call @even(%n) : (i32) -> i1
  return %r : i1
}
