// RUN: --allow-unregistered-dialect --test-dead-code-analysis
// RUN: --allow-unregistered-dialect --test-dead-code-analysis --mlir-disable-threading
// RECORD-STDERR
// Live blocks and edges of a CFG: branches on constant ops prune, a
// condition computed from constants does not (nothing is folded), loops,
// blocks nothing branches to, `cf.switch` on a constant flag and on an
// argument, block arguments, and a block reached only from a dead one.

func.func @constant_condition(%a: i32) attributes {tag = "constant_condition"} {
  %true = arith.constant true
  cf.cond_br %true, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3
^bb2:
  cf.br ^bb4
^bb3:
  return
^bb4:
  cf.br ^bb3
}

func.func @computed_condition() attributes {tag = "computed_condition"} {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c = arith.cmpi eq, %c1, %c2 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

func.func @loop(%n: index) attributes {tag = "loop"} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0 : index)
^header(%i: index):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next : index)
^exit:
  return
^orphan:
  cf.br ^header(%c0 : index)
}

func.func @switches(%flag: i32) attributes {tag = "switches"} {
  %c2 = arith.constant 2 : i32
  cf.switch %c2 : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  cf.br ^bb4
^bb2:
  cf.br ^bb4
^bb3:
  cf.switch %flag : i32, [
    default: ^bb4,
    7: ^bb5
  ]
^bb4:
  return
^bb5:
  cf.br ^bb4
}

func.func @false_branch(%a: i1) attributes {tag = "false_branch"} {
  %false = arith.constant false
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  "test.dead"() : () -> ()
  cf.br ^bb2
^bb2:
  cf.cond_br %a, ^bb3, ^bb2
^bb3:
  return
}
