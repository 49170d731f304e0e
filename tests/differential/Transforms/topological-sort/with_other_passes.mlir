// RUN: --allow-unregistered-dialect --topological-sort --cse
// RUN: --allow-unregistered-dialect --cse --topological-sort --canonicalize
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(topological-sort,func.func(cse))
// RUN: --allow-unregistered-dialect --topological-sort --canonicalize --mlir-timing --mlir-timing-display=tree
// Sorting with the standard passes around it: constants at module level
// are sorted before their users and merged by CSE. The sort asks for no
// analysis (the time report).
"m.use"(%x, %y) : (i32, i32) -> ()
%x = arith.constant 7 : i32
%y = arith.constant 7 : i32
func.func @f() -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 1 : i32
  %c = arith.addi %a, %b : i32
  return %c : i32
}
"m.use"(%z, %z) : (i32, i32) -> ()
%z = arith.addi %x, %y : i32
