// RUN: --canonicalize
// scf.parallel loops running once around or inside other loops: the
// single-iteration dimensions go first, then the loops left merge; a
// body with folding and constants inside.
func.func private @use(index, index)

func.func @single_outer(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j) = (%c0, %c4) to (%c1, %n) step (%c1, %c4) {
    scf.parallel (%k) = (%c0) to (%n) step (%c1) {
      %c3 = arith.constant 3 : index
      %a = arith.addi %i, %c3 : index
      %b = arith.addi %j, %k : index
      func.call @use(%a, %b) : (index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @single_inner(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%k) = (%c1) to (%c2) step (%c1) {
      %c8 = arith.constant 8 : index
      %a = arith.muli %k, %c8 : index
      func.call @use(%a, %i) : (index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @all_single_nested() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%k) = (%c0) to (%c1) step (%c1) {
      %c6 = arith.constant 6 : index
      %a = arith.addi %k, %c6 : index
      %b = arith.addi %i, %c1 : index
      func.call @use(%a, %b) : (index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}
