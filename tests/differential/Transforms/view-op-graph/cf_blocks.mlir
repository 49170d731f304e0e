// RUN: --view-op-graph
// RUN: --view-op-graph='print-control-flow-edges=true print-data-flow-edges=false'
// RUN: --view-op-graph='print-control-flow-edges print-result-types=false'
// Several blocks: one cluster each, its arguments as records before its
// ops; the operands of branches (`operandSegmentSizes` among the
// attributes) and uses across blocks are data-flow edges; dashed edges
// join only the ops of one block, never a block to the next.
func.func @loop(%n: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0, %init : index, f32)
^header(%i: index, %acc: f32):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit(%acc : f32), ^body
^body:
  %next = arith.addi %i, %c1 : index
  %twice = arith.addf %acc, %acc : f32
  cf.br ^header(%next, %twice : index, f32)
^exit(%r: f32):
  return %r : f32
}
