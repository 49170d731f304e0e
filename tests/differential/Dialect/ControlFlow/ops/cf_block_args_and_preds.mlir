// RUN:
// RUN: --mlir-print-op-generic
// Non-entry block arguments share the %N counter with op results in block
// order; pred comments for 1, 2 and many predecessors and unreachable blocks.
func.func @preds(%c: i1, %x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  cf.cond_br %c, ^a(%0 : i32), ^b(%0, %x : i32, i32)
^a(%p: i32):
  %1 = arith.muli %p, %p : i32
  cf.br ^join(%1 : i32)
^b(%q: i32, %r: i32):
  %2 = arith.subi %q, %r : i32
  cf.cond_br %c, ^join(%2 : i32), ^a(%2 : i32)
^dead1(%d: i32):
  cf.br ^join(%d : i32)
^dead2:
  cf.br ^dead1(%x : i32)
^join(%j: i32):
  return %j : i32
}
