// RUN: --canonicalize
// scf.forall whose dimensions all run once is inlined: its shared outputs
// first go (nothing combines into them), then the body moves before the
// loop with constants for the static lower bounds; nested loops, and
// folding in the inlined body.
func.func private @use(index, index)
func.func private @use_t(tensor<4xi32>)

func.func @promote_with_outputs(%t: tensor<4xi32>) -> tensor<4xi32> {
  %r = scf.forall (%i, %j) = (4, 6) to (5, 7) step (1, 1) shared_outs(%o = %t) -> (tensor<4xi32>) {
    func.call @use(%i, %j) : (index, index) -> ()
    func.call @use_t(%o) : (tensor<4xi32>) -> ()
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xi32>
}

func.func @promote_nested(%n: index) {
  %c1 = arith.constant 1 : index
  scf.forall (%i) in (1) {
    scf.forall (%j) = (%n) to (%n) step (%c1) {
      func.call @use(%i, %j) : (index, index) -> ()
    }
    scf.forall (%k) = (2) to (3) step (%c1) {
      %c5 = arith.constant 5 : index
      %s = arith.addi %k, %c5 : index
      %t = arith.muli %s, %i : index
      func.call @use(%s, %t) : (index, index) -> ()
    }
  }
  return
}

func.func @promote_constants() {
  %c10 = arith.constant 10 : index
  scf.forall (%i, %j) = (7, 8) to (8, 10) step (1, 2) {
    %a = arith.addi %i, %c10 : index
    %b = arith.subi %j, %i : index
    func.call @use(%a, %b) : (index, index) -> ()
  }
  return
}
