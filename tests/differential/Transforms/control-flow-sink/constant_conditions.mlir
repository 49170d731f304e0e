// RUN: --control-flow-sink --split-input-file
// A constant condition or case value leaves every region run at most once
// (the others never): ops still move into each region that uses them.
func.func @if_true(%a: i32) -> i32 {
  %true = arith.constant true
  %x = arith.addi %a, %a : i32
  %y = arith.muli %a, %a : i32
  %r = scf.if %true -> (i32) {
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

func.func @if_false(%a: i32) -> i32 {
  %false = arith.constant false
  %x = arith.addi %a, %a : i32
  %y = arith.muli %a, %a : i32
  %r = scf.if %false -> (i32) {
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

func.func @switch_constant(%a: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %x = arith.addi %a, %a : i32
  %y = arith.muli %a, %a : i32
  %z = arith.subi %a, %a : i32
  %r = scf.index_switch %c2 -> i32
  case 2 {
    scf.yield %x : i32
  }
  case 5 {
    scf.yield %y : i32
  }
  default {
    scf.yield %z : i32
  }
  return %r : i32
}
