// RUN:
// scf.forall whose lower bounds and steps are values defined by constants
// 0 and 1: mlir-opt 22 prints the normalized form, leaving the values out
// (so its output reads back as a different op, hence no generic run here).

func.func @constant_bounds(%ub: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%c0) to (%ub) step (%c1) {
  }
  scf.forall (%i, %j) = (0, %c0) to (%ub, %ub) step (%c1, 1) {
  }
  scf.forall (%i, %j) = (0, %c1) to (%ub, %ub) step (%c1, 1) {
  }
  return
}
