// RUN: --inline=default-pipeline=nonexistent
// RUN: --pass-pipeline=builtin.module(inline{default-pipeline=nonexistent})
// RUN: '--inline=default-pipeline=canonicalize{bogus=1}'
// RUN: '--inline=default-pipeline=cse canonicalize'
// RECORD-STDERR
// A default pipeline that does not parse is reported on stderr, and the
// run goes on and succeeds: with an unknown pass there is no pipeline,
// the call is inlined and nothing simplified; with an unknown option of
// a known pass, that pass is kept and runs with its defaults. Blanks in
// the pipeline end it: the rest is taken as the next option of `inline`,
// which fails.
func.func private @callee(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %r = arith.addi %x, %s : i32
  return %r : i32
}
func.func @caller(%x: i32) -> i32 {
  %0 = call @callee(%x) : (i32) -> i32
  return %0 : i32
}
