// RUN: --pass-pipeline=builtin.module(func.func(control-flow-sink))
// RUN: --pass-pipeline=builtin.module(func.func(control-flow-sink)) --mlir-disable-threading
// RUN: --canonicalize --control-flow-sink --cse
// RUN: --control-flow-sink --mlir-print-ir-after-change
// RUN: --pass-pipeline=builtin.module(func.func(control-flow-sink)) --mlir-timing --mlir-disable-threading
// The pass on each function, with threads and without, with the standard
// passes around it, and the dominance analysis it asks for in the time
// report.
func.func @first(%cond: i1, %a: i32) -> i32 {
  %c = arith.constant 5 : i32
  %x = arith.addi %a, %c : i32
  %r = scf.if %cond -> (i32) {
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @second(%cond: i1, %a: i32) -> i32 {
  %c = arith.constant 5 : i32
  %y = arith.muli %a, %c : i32
  %r = scf.if %cond -> (i32) {
    scf.yield %a : i32
  } else {
    %z = arith.addi %y, %y : i32
    scf.yield %z : i32
  }
  return %r : i32
}
func.func @nothing(%a: i32) -> i32 {
  return %a : i32
}
