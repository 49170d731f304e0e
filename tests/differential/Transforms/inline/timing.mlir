// RUN: --inline --mlir-timing --mlir-disable-threading
// RUN: '--pass-pipeline=builtin.module(inline{op-pipelines=llvm.func(canonicalize)},symbol-dce,inline)' --mlir-timing --mlir-disable-threading
// RUN: '--pass-pipeline=builtin.module(inline{default-pipeline= op-pipelines=func.func(canonicalize,canonicalize)})' --mlir-timing --mlir-timing-display=tree --mlir-disable-threading

// The pipelines the inliner runs on each callable show in the timing
// report beside the `Inliner` entry, one per anchor in the order first
// run, with the call graph it computes inside it.

func.func private @callee(%a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %0 = arith.addi %a, %c : i32
  return %0 : i32
}
func.func @caller(%a: i32) -> i32 {
  %0 = call @callee(%a) : (i32) -> i32
  return %0 : i32
}
llvm.func @lf() {
  llvm.return
}
