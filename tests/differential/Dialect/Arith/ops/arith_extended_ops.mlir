// RUN:
// RUN: --mlir-print-op-generic
// Multi-result arith ops: addui_extended (%sum, %overflow) and
// mulsi_extended/mului_extended (%low, %high), with name collisions and uses
// of the individual results.
func.func @extended(%a: i32, %b: i32, %v: vector<2xi64>) -> (i32, i1, i32, i32) {
  %s:2 = arith.addui_extended %a, %b : i32, i1
  %t:2 = arith.addui_extended %s#0, %b : i32, i1
  %m:2 = arith.mulsi_extended %a, %b : i32
  %u:2 = arith.mului_extended %m#1, %b : i32
  %w:2 = arith.addui_extended %v, %v : vector<2xi64>, vector<2xi1>
  %x:2 = arith.mului_extended %v, %v : vector<2xi64>
  %r = arith.addi %t#0, %u#0 : i32
  return %r, %t#1, %m#0, %u#1 : i32, i1, i32, i32
}
