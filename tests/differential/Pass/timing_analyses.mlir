// RUN: --cse --mlir-timing --mlir-disable-threading
// RUN: --cse --mlir-timing --mlir-timing-display=tree --mlir-disable-threading
// RUN: '--pass-pipeline=builtin.module(func.func(cse))' --mlir-timing --mlir-disable-threading
// RUN: '--pass-pipeline=builtin.module(func.func(cse))' --mlir-timing
// RUN: '--pass-pipeline=builtin.module(func.func(cse),cse)' --mlir-timing --mlir-disable-threading
// RUN: --cse --cse --canonicalize --cse --mlir-timing --mlir-disable-threading
// RUN: --cse --control-flow-sink --canonicalize --control-flow-sink --cse --mlir-timing --mlir-disable-threading

// The analyses in the time report: `cse` asks for `DominanceInfo` of its
// op, shown under it as `(A) DominanceInfo`; it keeps the analysis valid,
// so a later `cse` or `control-flow-sink` on the same op takes it from the
// cache, while `canonicalize` drops it.

func.func @f(%a: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
^bb2:
  %3 = arith.addi %0, %1 : i32
  return %3 : i32
}

func.func @g(%a: i32) -> i32 {
  return %a : i32
}
