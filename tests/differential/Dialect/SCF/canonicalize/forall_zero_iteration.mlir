// RUN: --canonicalize
// scf.forall with a dimension running zero times is replaced by its
// outputs: an empty static range, equal bounds, a bound below the lower
// one, a negative step.
func.func private @use(index)

func.func @zero_static(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (0) shared_outs(%o = %t) -> (tensor<4xf32>) {
    func.call @use(%i) : (index) -> ()
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}

func.func @zero_equal_values(%n: index) {
  scf.forall (%i, %j) = (%n, 0) to (%n, 4) step (1, 1) {
    func.call @use(%j) : (index) -> ()
  }
  return
}

func.func @zero_after_single(%n: index) {
  scf.forall (%i, %j) = (0, 5) to (1, 3) step (1, 1) {
    func.call @use(%i) : (index) -> ()
  }
  return
}

func.func @zero_negative_step(%n: index) {
  scf.forall (%i) = (0) to (%n) step (-1) {
    func.call @use(%i) : (index) -> ()
  }
  return
}
