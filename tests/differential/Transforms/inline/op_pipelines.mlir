// RUN: --inline=op-pipelines=func.func(cse)
// RUN: '--inline=op-pipelines=func.func(canonicalize) default-pipeline='
// RUN: --pass-pipeline=builtin.module(inline{op-pipelines=func.func(cse,canonicalize)})
// RUN: --pass-pipeline=builtin.module(inline{op-pipelines=llvm.func(canonicalize)})
// RUN: '--inline=op-pipelines=func.func(cse),func.func(canonicalize)'
// `op-pipelines` gives the pipeline per kind of callable, replacing the
// default one for that kind: `func.func` functions get `cse` only, or
// canonicalization even with an empty default. A pipeline for
// `llvm.func` alone leaves `func.func` to the default canonicalization.
// Given twice for one kind, the first pipeline is the one run.
func.func private @callee(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %c1, %c2 : i32
  %b = arith.addi %x, %a : i32
  %c = arith.addi %x, %a : i32
  %d = arith.muli %b, %c : i32
  return %d : i32
}
func.func @caller(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = call @callee(%x) : (i32) -> i32
  %1 = arith.addi %0, %c1 : i32
  return %1 : i32
}
