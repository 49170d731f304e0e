// RUN: --canonicalize
// scf.parallel dimensions running once are dropped, their induction
// variable replaced by the lower bound; with every dimension running once
// the body is inlined (ParallelOpSingleOrZeroIterationDimsFolder).
func.func private @use(index, index, index)
func.func private @use1(index)

func.func @single_iteration_some() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  scf.parallel (%i0, %i1, %i2) = (%c0, %c3, %c7) to (%c1, %c6, %c10) step (%c1, %c2, %c3) {
    func.call @use(%i0, %i1, %i2) : (index, index, index) -> ()
    scf.reduce
  }
  return
}

func.func @single_iteration_all() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  scf.parallel (%i0, %i1) = (%c0, %c7) to (%c1, %c10) step (%c1, %c3) {
    %s = arith.addi %i0, %i1 : index
    func.call @use1(%s) : (index) -> ()
    scf.reduce
  }
  return
}

func.func @single_iteration_dynamic(%lb: index, %n: index) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  %ub2 = arith.addi %lb, %c1 : index
  %ub3 = arith.addi %lb, %c4 overflow<nsw> : index
  scf.parallel (%i, %j, %k, %l) = (%lb, %lb, %lb, %lb) to (%ub, %ub2, %ub3, %n) step (%c1, %c1, %c4, %c1) {
    func.call @use(%i, %j, %k) : (index, index, index) -> ()
    func.call @use1(%l) : (index) -> ()
    scf.reduce
  }
  return
}

func.func @no_single_iteration(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c5) step (%c1, %c2) {
    func.call @use(%i, %j, %j) : (index, index, index) -> ()
    scf.reduce
  }
  return
}
