// RUN: --split-input-file --view-op-graph
// RUN: --split-input-file --pass-pipeline=builtin.module(func.func(view-op-graph)) --mlir-disable-threading
// Each chunk gets a pipeline of its own, so its graph numbers its nodes
// from 1 again and writes only its own edges.
func.func @first(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

// -----

func.func @second(%a: f32, %b: f32) -> f32 {
  %0 = arith.mulf %a, %b : f32
  return %0 : f32
}
