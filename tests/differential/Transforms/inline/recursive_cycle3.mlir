// RUN: --inline=default-pipeline=
// RUN: '--inline=default-pipeline= max-iterations=1'
// A cycle of three functions. A call is refused when its callee calls
// itself or the caller, not for a longer cycle: `@a`'s call of `@b` is
// inlined (`@b` calls `@c`, not `@a`), and so on around the cycle, each
// inlining bringing a new call into the caller. The number of rounds
// over the cycle (`max-iterations`, 4 by default, 1 in the second run)
// bounds how much is inlined; `@b` ends up calling itself.
func.func @a(%x: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %y = arith.addi %x, %c1 : i64
  %r = call @b(%y) : (i64) -> i64
  return %r : i64
}
func.func @b(%x: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  %y = arith.muli %x, %c2 : i64
  %r = call @c(%y) : (i64) -> i64
  return %r : i64
}
func.func @c(%x: i64) -> i64 {
  %c3 = arith.constant 3 : i64
  %y = arith.subi %x, %c3 : i64
  %r = call @a(%y) : (i64) -> i64
  return %r : i64
}
