// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// Blocks that no executable edge reaches: their ops are not visited, so
// their values are never known and nothing in them is rewritten.
func.func @no_predecessors(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  return %c1 : i32
^dead:
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c2, %c2 : i32
  cf.br ^dead2(%s : i32)
^dead2(%d: i32):
  %t = arith.muli %d, %x : i32
  return %t : i32
}

func.func @dead_successor(%x: i32) -> i32 {
  %false = arith.constant false
  %c3 = arith.constant 3 : i32
  cf.cond_br %false, ^never, ^always
^never:
  %a = arith.addi %c3, %c3 : i32
  %b = arith.muli %a, %x : i32
  cf.br ^join(%b : i32)
^always:
  cf.br ^join(%c3 : i32)
^join(%j: i32):
  return %j : i32
}

func.func @dead_cycle(%x: i32) -> i32 {
  %c4 = arith.constant 4 : i32
  return %c4 : i32
^a(%p: i32):
  %q = arith.addi %p, %c4 : i32
  cf.br ^b(%q : i32)
^b(%r: i32):
  cf.br ^a(%r : i32)
}

func.func @dead_branch_to_live(%c: i1) -> i32 {
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  cf.br ^live(%c5 : i32)
^orphan:
  cf.br ^live(%c6 : i32)
^live(%v: i32):
  return %v : i32
}
