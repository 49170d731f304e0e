// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// Loops in `cf`: a value carried around a back edge stays constant when
// every edge passes the same constant, and is unknown once it changes.
func.func @counter(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0 : i32)
^head(%i: i32):
  %done = arith.cmpi sge, %i, %n : i32
  cf.cond_br %done, ^exit, ^body
^body:
  %next = arith.addi %i, %c1 : i32
  cf.br ^head(%next : i32)
^exit:
  return %i : i32
}

func.func @invariant(%n: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %c0 = arith.constant 0 : i32
  cf.br ^head(%c0, %c5 : i32, i32)
^head(%i: i32, %k: i32):
  %done = arith.cmpi eq, %i, %n : i32
  cf.cond_br %done, ^exit, ^body
^body:
  %k2 = arith.muli %k, %k : i32
  %k3 = arith.subi %k2, %c5 : i32
  %k4 = arith.divsi %k3, %c5 : i32
  %k5 = arith.addi %k4, %c0 : i32
  %i2 = arith.addi %i, %k : i32
  %k6 = arith.subi %k2, %k3 : i32
  cf.br ^head(%i2, %k6 : i32, i32)
^exit:
  return %k : i32
}

func.func @never_exits() -> i32 {
  %c1 = arith.constant 1 : i32
  %true = arith.constant true
  cf.br ^loop(%c1 : i32)
^loop(%v: i32):
  cf.cond_br %true, ^loop(%v : i32), ^exit(%v : i32)
^exit(%e: i32):
  return %e : i32
}

func.func @self_loop(%c: i1) -> i64 {
  %c7 = arith.constant 7 : i64
  cf.br ^loop(%c7 : i64)
^loop(%v: i64):
  %w = arith.ori %v, %v : i64
  cf.cond_br %c, ^loop(%w : i64), ^exit
^exit:
  return %v : i64
}

func.func @nested_loops(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  cf.br ^outer(%c0, %c2 : index, index)
^outer(%i: index, %acc: index):
  %oc = arith.cmpi slt, %i, %n : index
  cf.cond_br %oc, ^inner(%c0, %acc : index, index), ^exit
^inner(%j: index, %a: index):
  %ic = arith.cmpi slt, %j, %n : index
  cf.cond_br %ic, ^inner_body, ^outer_latch
^inner_body:
  %j2 = arith.addi %j, %c2 : index
  cf.br ^inner(%j2, %a : index, index)
^outer_latch:
  %i2 = arith.addi %i, %a : index
  cf.br ^outer(%i2, %a : index, index)
^exit:
  return %acc : index
}
