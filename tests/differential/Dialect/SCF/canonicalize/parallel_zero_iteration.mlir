// RUN: --canonicalize
// scf.parallel with a dimension running zero times is replaced by its
// initial values: an empty range, an upper bound below the lower one, the
// same value as both bounds, and a negative constant step behind a
// dimension running once.
func.func private @use(index)

func.func @zero_iteration(%init: i32, %n: index) -> (i32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %f = arith.constant 1.5 : f32
  %r:2 = scf.parallel (%i, %j) = (%c0, %c5) to (%n, %c3) step (%c1, %c1) init (%init, %f) -> (i32, f32) {
    %v = arith.index_cast %i : index to i32
    %w = arith.constant 2.0 : f32
    scf.reduce(%v, %w : i32, f32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }, {
    ^bb0(%a: f32, %b: f32):
      %s = arith.mulf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r#0, %r#1 : i32, f32
}

func.func @same_bounds(%n: index, %m: index) {
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%n, %c1) to (%n, %m) step (%c1, %c1) {
    func.call @use(%j) : (index) -> ()
    scf.reduce
  }
  return
}

func.func @empty_range() {
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c4) to (%c4) step (%c1) {
    func.call @use(%i) : (index) -> ()
    scf.reduce
  }
  return
}
