// RUN: --inline=inlining-threshold=0
// RUN: '--inline=inlining-threshold=1 default-pipeline='
// RUN: '--inline=inlining-threshold=50 default-pipeline='
// RUN: '--inline=inlining-threshold=100 default-pipeline='
// RUN: --pass-pipeline=builtin.module(inline{inlining-threshold=150})
// RUN: '--inline=inlining-threshold=4294967295 default-pipeline='
// `inlining-threshold` compares the callee's op count with the caller's,
// as a percentage, at each call: a call is inlined when 100 times the
// callee's ops divided by the caller's is at most the threshold; 0
// inlines nothing. `@small` has 2 ops, `@medium` 4, `@big` 6 (5 after
// canonicalization), `@caller` 5 when the pass starts and more as bodies
// are inlined into it: at 100, the first call of `@big` is refused
// (120%), the second inlined (6 ops in 7, 85%) after `@medium` grew the
// caller, and the first one in the next round over the caller. At 50
// only `@small` (40%) is inlined.
func.func private @small(%x: i32) -> i32 {
  %r = arith.addi %x, %x : i32
  return %r : i32
}
func.func private @medium(%x: i32) -> i32 {
  %a = arith.muli %x, %x : i32
  %b = arith.addi %a, %x : i32
  %c = arith.subi %b, %x : i32
  return %c : i32
}
func.func private @big(%x: i32) -> i32 {
  %a = arith.muli %x, %x : i32
  %b = arith.addi %a, %x : i32
  %c = arith.subi %b, %a : i32
  %d = arith.xori %c, %b : i32
  %e = arith.ori %d, %a : i32
  return %e : i32
}
func.func @caller(%x: i32) -> i32 {
  %0 = call @big(%x) : (i32) -> i32
  %1 = call @medium(%0) : (i32) -> i32
  %2 = call @big(%1) : (i32) -> i32
  %3 = call @small(%2) : (i32) -> i32
  return %3 : i32
}
