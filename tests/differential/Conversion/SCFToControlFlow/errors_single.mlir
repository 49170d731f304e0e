// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf=allow-pattern-rollback=false
// The pass fails at an scf.forall it cannot lower: nothing is printed.

func.func @shared_outputs(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  scf.for %k = %zero to %n step %one {
    %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
      scf.forall.in_parallel {
      }
    }
  }
  return %t : tensor<8xf32>
}
