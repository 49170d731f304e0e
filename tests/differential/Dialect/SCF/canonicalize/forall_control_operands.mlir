// RUN: --canonicalize
// scf.forall bounds defined by constants become static
// (ForallOpControlOperandsFolder); the printed form turns normalized once
// the lower bounds are 0 and the steps 1.
func.func private @use(index, index)

func.func @constant_bounds(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.forall (%i, %j) = (%c0, %c0) to (%c8, %n) step (%c1, %c1) {
    func.call @use(%i, %j) : (index, index) -> ()
  }
  return
}

func.func @mixed_bounds(%lb: index, %n: index) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c64 = arith.constant 64 : index
  scf.forall (%i, %j, %k) = (%lb, %c2, 4) to (%c64, %n, 100) step (%c3, 5, %c2) {
    func.call @use(%i, %j) : (index, index) -> ()
    func.call @use(%k, %k) : (index, index) -> ()
  }
  return
}

func.func @nothing_constant(%lb: index, %ub: index, %s: index) {
  scf.forall (%i) = (%lb) to (%ub) step (%s) {
    func.call @use(%i, %i) : (index, index) -> ()
  }
  return
}

func.func @folded_bound(%n: index) {
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %ub = arith.addi %c4, %c6 : index
  scf.forall (%i) in (%ub) {
    func.call @use(%i, %n) : (index, index) -> ()
  }
  return
}
