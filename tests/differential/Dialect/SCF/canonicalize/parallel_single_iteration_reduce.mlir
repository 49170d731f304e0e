// RUN: --canonicalize
// scf.parallel whose dimensions all run once, with reductions: the body
// and each reduction are inlined, the reductions combining the initial
// values with the reduced ones.
func.func @single_iteration_reduce(%A: index, %B: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %0:2 = scf.parallel (%i0, %i1) = (%c1, %c3) to (%c2, %c6) step (%c1, %c3) init(%A, %B) -> (index, index) {
    %1 = arith.addi %i0, %i1 : index
    %2 = arith.muli %i0, %i1 : index
    scf.reduce(%1, %2 : index, index) {
    ^bb0(%lhs: index, %rhs: index):
      %3 = arith.addi %lhs, %rhs : index
      scf.reduce.return %3 : index
    }, {
    ^bb0(%lhs: index, %rhs: index):
      %4 = arith.muli %lhs, %rhs : index
      scf.reduce.return %4 : index
    }
  }
  return %0#0, %0#1 : index, index
}

func.func @single_dim_reduce(%A: index, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = scf.parallel (%i0, %i1) = (%c0, %c0) to (%c1, %n) step (%c1, %c4) init(%A) -> index {
    %1 = arith.addi %i0, %i1 : index
    scf.reduce(%1 : index) {
    ^bb0(%lhs: index, %rhs: index):
      %3 = arith.maxsi %lhs, %rhs : index
      scf.reduce.return %3 : index
    }
  }
  return %0 : index
}
