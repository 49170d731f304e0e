// RUN: --canonicalize
// scf.forall shared outputs no op combines into are dropped: uses of their
// region argument and of their result take the output itself
// (ForallOpIterArgsFolder). The terminators are empty: no combining op is
// registered.
func.func private @use(tensor<8xf32>)
func.func private @use2(index, tensor<?x4xi32>)

func.func @unused_outputs(%a: tensor<8xf32>, %b: tensor<?x4xi32>, %n: index) -> (tensor<8xf32>, tensor<?x4xi32>) {
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o1 = %a, %o2 = %b) -> (tensor<8xf32>, tensor<?x4xi32>) {
    func.call @use(%o1) : (tensor<8xf32>) -> ()
    func.call @use2(%i, %o2) : (index, tensor<?x4xi32>) -> ()
    scf.forall.in_parallel {
    }
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<?x4xi32>
}

func.func @unused_result(%a: tensor<8xf32>, %n: index, %m: index) {
  %r = scf.forall (%i, %j) = (0, %m) to (%n, 64) step (2, 8) shared_outs(%o = %a) -> (tensor<8xf32>) {
    func.call @use(%o) : (tensor<8xf32>) -> ()
    scf.forall.in_parallel {
    }
  } {mapping = []}
  return
}
