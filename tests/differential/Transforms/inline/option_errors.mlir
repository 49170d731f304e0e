// RUN: --inline=max-iterations=x
// RUN: --pass-pipeline=builtin.module(inline{max-iterations=x})
// RUN: --inline=inlining-threshold=-1
// RUN: --inline=bogus=1
// RUN: --inline=op-pipelines=func.func(nonexistent)
// RUN: --pass-pipeline=builtin.module(inline{op-pipelines=func.func(nonexistent)})
// RUN: --inline=op-pipelines=cse
// RUN: '--inline=op-pipelines=func.func(canonicalize{bogus=1})'
// Options of `inline` that do not parse: a number that is not one, an
// unknown option, an `op-pipelines` naming an unknown pass, without its
// anchor op, or with an unknown option of a known pass. Each fails before
// any pass runs.
func.func private @callee() {
  return
}
func.func @caller() {
  call @callee() : () -> ()
  return
}
