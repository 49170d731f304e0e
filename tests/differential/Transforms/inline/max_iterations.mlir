// RUN: --pass-pipeline=builtin.module(inline{default-pipeline=})
// RUN: '--inline=default-pipeline= max-iterations=1'
// RUN: '--inline=default-pipeline= max-iterations=2'
// RUN: '--pass-pipeline=builtin.module(inline{default-pipeline= max-iterations=10})'
// RUN: --inline=max-iterations=1
// RUN: '--inline=default-pipeline= max-iterations=0'
// `max-iterations` bounds the rounds of simplifying and inlining over
// each function. `@entry` calls into the cycle
// `@ping`/`@pong`: each round inlines one turn of the cycle into it
// (4 rounds by default; 1, 2 and 10 in the other runs), the simplifying
// pipeline running before each round. 0 rounds run one, as 1 does.
func.func @ping(%x: i32) -> i32 {
  %c = arith.constant 3 : i32
  %y = arith.muli %x, %c : i32
  %r = call @pong(%y) : (i32) -> i32
  return %r : i32
}
func.func @pong(%x: i32) -> i32 {
  %c = arith.constant 5 : i32
  %y = arith.addi %x, %c : i32
  %r = call @ping(%y) : (i32) -> i32
  return %r : i32
}
func.func @entry(%x: i32) -> i32 {
  %r = call @ping(%x) : (i32) -> i32
  return %r : i32
}
