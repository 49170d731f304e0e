// RUN: --control-flow-sink
// RUN: --control-flow-sink --mlir-print-op-generic
// Each region of an `scf.index_switch` runs at most once: ops used by one
// case, or by the default, move into it; an op used by two stays.
func.func @switch(%i: index, %a: i32) -> i32 {
  %one = arith.addi %a, %a : i32
  %two = arith.muli %a, %a : i32
  %both = arith.subi %a, %a : i32
  %dflt = arith.xori %a, %a : i32
  %r = scf.index_switch %i -> i32
  case 1 {
    %s = arith.addi %one, %both : i32
    scf.yield %s : i32
  }
  case 2 {
    %s = arith.addi %two, %both : i32
    scf.yield %s : i32
  }
  default {
    scf.yield %dflt : i32
  }
  return %r : i32
}
