// RUN: --view-op-graph
// RUN: --view-op-graph --mlir-print-op-generic
// RUN: --view-op-graph=print-control-flow-edges=true
// A function of arith ops: a cluster for the module, its block, the
// function and its body; a record per op with its operands and results as
// ports, named as the printer names them (`%c7_i32`, `%sum, %overflow`,
// or every value numbered in the generic form); one fill color per op
// name; data-flow edges from result ports to operand ports, one per
// operand (twice for a value used twice); dashed edges between
// consecutive ops when asked for.
func.func @compute(%a: i32, %b: i32) -> (i32, i1) {
  %c7 = arith.constant 7 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %c7 : i32
  %2 = arith.muli %1, %1 : i32
  %sum, %overflow = arith.addui_extended %2, %c0 : i32, i1
  %3 = arith.cmpi slt, %sum, %a : i32
  %4 = arith.select %3, %sum, %b : i32
  return %4, %overflow : i32, i1
}
