// RUN: --control-flow-sink
// RUN: --control-flow-sink --mlir-print-op-generic
// Ops whose results are only used in one region of an `scf.if` move to the
// start of that region, and then the ops they use: the last op of the
// region is looked at first, and each op moved in brings its operands'
// definitions after it, each placed first.
func.func @chain(%cond: i1, %a: i32, %b: i32) -> i32 {
  %sum = arith.addi %a, %b : i32
  %prod = arith.muli %a, %b : i32
  %diff = arith.subi %sum, %prod : i32
  %other = arith.xori %a, %b : i32
  %r = scf.if %cond -> (i32) {
    %t = arith.addi %diff, %sum : i32
    %u = arith.shli %t, %prod : i32
    scf.yield %u : i32
  } else {
    scf.yield %other : i32
  }
  return %r : i32
}
