// RUN:
// RUN: --mlir-print-op-generic
// Blocks reached out of order, a block with several predecessors (sorted,
// with duplicates), an unreachable block and a self loop.
func.func @order(%c: i1, %v: index) {
  cf.cond_br %c, ^late, ^early
^unreached:
  cf.br ^late
^early:
  cf.br ^join(%v : index)
^late:
  cf.cond_br %c, ^join(%v : index), ^join(%v : index)
^join(%i: index):
  cf.cond_br %c, ^join(%i : index), ^exit
^exit:
  return
}
