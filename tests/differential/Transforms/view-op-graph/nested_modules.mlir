// RUN: --allow-unregistered-dialect --view-op-graph
// RUN: --allow-unregistered-dialect --view-op-graph --mlir-print-local-scope
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(builtin.module(view-op-graph))
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(builtin.module(view-op-graph)) --mlir-print-op-generic
// Nested modules are clusters in clusters, their symbol names and
// attributes in their labels; run on the nested module alone, its graph
// starts with it; values keep the names the whole module's printing
// gives them (in the generic form: one sequence over the whole module).
module @outer attributes {u.outer = "o"} {
  module @inner attributes {u.inner = 1 : i64} {
    func.func @id(%a: i32) -> i32 {
      return %a : i32
    }
    func.func private @decl(i32) -> i32
  }
  func.func @caller(%v: i32) -> i32 {
    %c3 = arith.constant 3 : i32
    %0 = arith.addi %v, %c3 : i32
    return %0 : i32
  }
}
