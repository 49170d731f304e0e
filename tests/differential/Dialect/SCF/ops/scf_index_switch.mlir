// RUN:
// RUN: --mlir-print-op-generic
// scf.index_switch: the trailing space before the first case, negative and
// large case values, case regions printed with their terminators, the
// default region without an operand-less terminator, no cases at all, and
// a discardable attribute.
func.func @switches(%i: index, %x: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case -3 {
    scf.yield %x : i32
  }
  case 0 {
    %n = arith.addi %x, %x : i32
    scf.yield %n : i32
  }
  case -9223372036854775808 {
    scf.yield %x : i32
  }
  default {
    scf.yield %x : i32
  }
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  default {
  }
  scf.index_switch %i {tag}
  default {
    %n = arith.addi %x, %x : i32
  }
  %p:2 = scf.index_switch %i -> i32, index
  case 4 {
    scf.yield %x, %i : i32, index
  }
  default {
    scf.yield %r, %i : i32, index
  }
  return %p#0 : i32
}
