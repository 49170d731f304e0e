// RUN: --pass-pipeline=builtin.module(func.func(view-op-graph)) --mlir-disable-threading
// RUN: --pass-pipeline='builtin.module(func.func(view-op-graph{print-control-flow-edges=true max-label-len=4}))' --mlir-disable-threading
// RUN: --pass-pipeline=builtin.module(func.func(view-op-graph{print-data-flow-edges=false})) --mlir-disable-threading
// One copy of the pass runs on each function in turn: its node numbers go
// on from one graph to the next, and each graph writes again the data-flow
// edges of the graphs before it, after its own control-flow edges.
func.func @one(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @two(%a: i32, %b: i32) -> i32 {
  %0 = arith.muli %a, %b : i32
  %1 = arith.subi %0, %a : i32
  return %1 : i32
}
func.func @three() {
  return
}
