// RUN:
// RUN: --mlir-print-op-generic
// Logic on i1 and vector<...xi1>: andi/ori/xori, extui/extsi from i1, cmpi
// on i1, and constants true/false used as operands.
func.func @bools(%a: i1, %b: i1, %v: vector<2xi1>) -> (i1, i32, vector<2xi1>) {
  %true = arith.constant true
  %false = arith.constant false
  %0 = arith.andi %a, %b : i1
  %1 = arith.ori %0, %false : i1
  %2 = arith.xori %1, %true : i1
  %3 = arith.cmpi ne, %2, %a : i1
  %4 = arith.extsi %3 : i1 to i32
  %5 = arith.extui %3 : i1 to i32
  %6 = arith.addi %4, %5 : i32
  %m = arith.constant dense<[true, false]> : vector<2xi1>
  %7 = arith.xori %v, %m : vector<2xi1>
  return %3, %6, %7 : i1, i32, vector<2xi1>
}
