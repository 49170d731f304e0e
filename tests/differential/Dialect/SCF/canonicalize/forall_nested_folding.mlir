// RUN: --canonicalize
// An scf.forall losing its shared output and a dimension running once,
// around a single-iteration scf.forall inlined into it, with folding in
// the bodies.
func.func private @use(index, index)
func.func @f(%n: index, %t: tensor<2xf32>) -> tensor<2xf32> {
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i, %j) = (0, 0) to (%n, 1) step (1, 1) shared_outs(%o = %t) -> (tensor<2xf32>) {
    %c6 = arith.constant 6 : index
    %a = arith.addi %j, %c6 : index
    %b = arith.muli %c6, %c1 : index
    func.call @use(%a, %b) : (index, index) -> ()
    scf.forall (%k) in (1) {
      %c11 = arith.constant 11 : index
      %s = arith.addi %k, %c11 : index
      func.call @use(%s, %i) : (index, index) -> ()
    }
  }
  return %r : tensor<2xf32>
}
