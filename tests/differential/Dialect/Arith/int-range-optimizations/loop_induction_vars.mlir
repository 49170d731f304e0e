// RUN: --allow-unregistered-dialect --int-range-optimizations
// RUN: --allow-unregistered-dialect --int-range-optimizations --mlir-disable-threading
// The induction variables of loops of several dimensions (`scf.parallel`,
// `scf.forall` with bounds and steps constant or not, `affine.for`) get
// their bounds, each on its own: a dimension of one iteration makes its
// variable a constant (placed in argument order), comparisons with the
// bounds fold; `affine.parallel` gives its variables no bounds.

func.func private @use(index)

func.func @parallel_dims(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c9 = arith.constant 9 : index
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    func.call @use(%i) : (index) -> ()
    scf.reduce
  }
  scf.parallel (%i, %j, %k) = (%c0, %c1, %c4) to (%c4, %n, %c9) step (%c1, %c1, %c4) {
    %lt = arith.cmpi slt, %i, %c4 : index
    %ge = arith.cmpi sge, %j, %c1 : index
    %small = arith.cmpi ult, %k, %c9 : index
    "test.use"(%lt, %ge, %small) : (i1, i1, i1) -> ()
    scf.reduce
  }
  return
}

func.func @forall_dims(%n: index) {
  scf.forall (%i) in (1) {
    func.call @use(%i) : (index) -> ()
  }
  scf.forall (%i, %j, %k) = (2, 3, 7) to (3, %n, 8) step (1, 2, 1) {
    %u = arith.addi %i, %k : index
    func.call @use(%u) : (index) -> ()
    func.call @use(%j) : (index) -> ()
  }
  scf.forall (%i, %j) in (4, 1) {
    %c3 = arith.constant 3 : index
    %in = arith.cmpi ule, %i, %c3 : index
    "test.use"(%in, %j) : (i1, index) -> ()
  }
  return
}

func.func @affine_loops() {
  affine.for %i = 0 to 1 {
    func.call @use(%i) : (index) -> ()
  }
  affine.for %i = 5 to 6 step 3 {
    func.call @use(%i) : (index) -> ()
  }
  affine.parallel (%i, %j) = (0, 0) to (1, 2) {
    func.call @use(%i) : (index) -> ()
  }
  affine.parallel (%i) = (3) to (4) {
    func.call @use(%i) : (index) -> ()
  }
  return
}
