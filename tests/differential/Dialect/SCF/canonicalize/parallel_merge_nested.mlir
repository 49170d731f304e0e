// RUN: --canonicalize
// scf.parallel whose body is only another scf.parallel merges with it
// (MergeNestedParallelLoops); not when the inner bounds use an outer
// induction variable, when the body holds more, or with reductions.
func.func private @use(index, index, index)
func.func private @use1(index)

func.func @nested_parallel(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c2) {
    scf.parallel (%j, %k) = (%c0, %c1) to (%m, %n) step (%c1, %c2) {
      %s = arith.addi %i, %j : index
      func.call @use(%s, %j, %k) : (index, index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @triple_nested(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      scf.parallel (%k) = (%c0) to (%n) step (%c1) {
        func.call @use(%i, %j, %k) : (index, index, index) -> ()
        scf.reduce
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @inner_uses_outer_iv(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      func.call @use(%i, %j, %j) : (index, index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @outer_body_not_alone(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    func.call @use1(%i) : (index) -> ()
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      func.call @use(%i, %j, %j) : (index, index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @inner_reduction(%n: index, %init: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %r = scf.parallel (%j) = (%c0) to (%n) step (%c1) init (%init) -> index {
      scf.reduce(%j : index) {
      ^bb0(%a: index, %b: index):
        %s = arith.addi %a, %b : index
        scf.reduce.return %s : index
      }
    }
    func.call @use1(%r) : (index) -> ()
    scf.reduce
  }
  return
}
