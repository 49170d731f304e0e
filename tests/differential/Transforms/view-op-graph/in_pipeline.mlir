// RUN: --view-op-graph --canonicalize --view-op-graph=print-attrs=false
// RUN: --pass-pipeline=builtin.module(view-op-graph{print-result-types=false},symbol-dce,print-op-stats)
// RUN: --view-op-graph --mlir-print-ir-after=view-op-graph
// Around other passes: each graph shows the IR as the passes before it
// left it; the pass changes nothing, so the IR printed after it is the
// input's, and the output on stdout is the IR as usual.
func.func private @dead() -> i32 {
  %c = arith.constant 1 : i32
  return %c : i32
}
func.func @live(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  return %0 : i32
}
