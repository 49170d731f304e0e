// RUN: --view-op-graph
// RUN: --view-op-graph=print-control-flow-edges=true
// RUN: --view-op-graph --mlir-print-op-generic
// Ops with regions are clusters labelled with their result types and
// attributes: edges into them end at their border (`lhead`), edges from
// their results start at it (`ltail`) without ports; values of outer
// regions used inside are edges into the nested records; each region's
// blocks are clusters of their own.
func.func @nest(%lb: index, %ub: index, %flag: i1, %x: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %sum = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %x) -> (f32) {
    %v = scf.if %flag -> (f32) {
      %d = arith.addf %acc, %x : f32
      scf.yield %d : f32
    } else {
      scf.yield %acc : f32
    }
    scf.yield %v : f32
  }
  %r = scf.execute_region -> f32 {
    cf.br ^bb1
  ^bb1:
    scf.yield %sum : f32
  }
  return %r : f32
}
