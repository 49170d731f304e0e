// RUN: --canonicalize
// Merged and collapsed scf.parallel loops with constants and folding in
// their bodies: the clones are visited as mlir-opt visits them, so the
// hoisted constants come out in its order.
func.func private @use(index, index)
func.func @m(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %a = arith.addi %c3, %c4 : index
      %b = arith.muli %j, %c1 : index
      %d = arith.addi %a, %i : index
      %e = arith.muli %c4, %c4 : index
      func.call @use(%d, %b) : (index, index) -> ()
      func.call @use(%e, %c3) : (index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%c1) step (%c1) {
      %c9 = arith.constant 9 : index
      %x = arith.subi %c9, %j : index
      scf.parallel (%k) = (%c0) to (%n) step (%c1) {
        %c2 = arith.constant 2 : index
        %y = arith.addi %k, %c2 : index
        func.call @use(%x, %y) : (index, index) -> ()
        scf.reduce
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}
