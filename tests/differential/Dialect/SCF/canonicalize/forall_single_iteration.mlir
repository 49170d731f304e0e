// RUN: --canonicalize
// scf.forall dimensions running once are dropped, their induction
// variable replaced by the lower bound (a constant made for a static one);
// with every dimension running once the body is inlined
// (ForallOpSingleOrZeroIterationDimsFolder).
func.func private @use(index, index, index)

func.func @some_single(%n: index) {
  scf.forall (%i, %j, %k) = (0, 3, 7) to (1, %n, 8) step (1, 2, 1) {
    func.call @use(%i, %j, %k) : (index, index, index) -> ()
  }
  return
}

func.func @all_single() {
  scf.forall (%i, %j) = (2, 5) to (3, 9) step (1, 4) {
    %s = arith.addi %i, %j : index
    func.call @use(%s, %i, %j) : (index, index, index) -> ()
  }
  return
}

func.func @all_single_dynamic(%lb: index) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  scf.forall (%i) = (%lb) to (%ub) step (1) {
    func.call @use(%i, %i, %i) : (index, index, index) -> ()
  }
  return
}

func.func @normalized_single(%n: index) {
  scf.forall (%i, %j) in (%n, 1) {
    func.call @use(%i, %j, %n) : (index, index, index) -> ()
  }
  return
}

func.func @kept_attribute(%n: index) {
  scf.forall (%i, %j) in (1, %n) {
    func.call @use(%i, %j, %n) : (index, index, index) -> ()
  } {some.tag = 3 : i32}
  return
}
