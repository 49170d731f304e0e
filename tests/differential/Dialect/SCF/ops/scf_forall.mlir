// RUN:
// RUN: --mlir-print-op-generic
// scf.forall: the normalized form `in (…)` and the general form
// `= (…) to (…) step (…)` with bounds mixing integers and values (the
// printer picks the normalized form whenever every lower bound is 0 and
// every step 1), no dimension at all, negative and hexadecimal bounds,
// shared_outs with an empty scf.forall.in_parallel (printed only when the
// loop has results), an empty mapping, discardable attributes on the loop
// and on its terminator, nested loops.

func.func @normalized(%n: index, %m: index) {
  scf.forall (%i, %j) in (%n, 8) {
    %s = arith.addi %i, %j : index
  }
  scf.forall (%i) in (%m) {
  }
  scf.forall (%i, %j, %k) in (2, %n, %m) {
    %p = arith.muli %i, %k : index
  }
  return
}

func.func @general(%lb: index, %ub: index, %step: index) {
  scf.forall (%i) = (%lb) to (%ub) step (%step) {
    %s = arith.addi %i, %lb : index
  }
  scf.forall (%i, %j) = (0, 2) to (%ub, 16) step (1, 3) {
  }
  scf.forall (%i) = (-4) to (0x10) step (-1) {
  }
  scf.forall (%i, %j) = (%lb, 0) to (10, %ub) step (%step, %step) {
  }
  return
}

func.func @printed_normalized(%ub: index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  scf.forall (%i, %j) = (0, 0) to (%ub, 8) step (1, 1) {
  }
  scf.forall (%i) = (%c0) to (%ub) step (%c2) {
  }
  return
}

func.func @rank_zero() {
  scf.forall () in () {
    %c = arith.constant 1 : index
  }
  return
}

func.func @shared_outs(%t: tensor<4xf32>, %u: tensor<?x8xi32>, %n: index) -> (tensor<4xf32>, tensor<?x8xi32>) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
  }
  %a:2 = scf.forall (%i, %j) = (0, 1) to (%n, 8) step (1, 2) shared_outs(%o = %t, %p = %u) -> (tensor<4xf32>, tensor<?x8xi32>) {
    %s = arith.addi %i, %j : index
    scf.forall.in_parallel {
    }
  }
  %e = scf.forall (%i) in (%n) shared_outs(%o = %r) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    } {note = "empty"}
  } {tag = 7}
  return %a#0, %a#1 : tensor<4xf32>, tensor<?x8xi32>
}

func.func @attributes() {
  scf.forall (%i) in (4) {
  } {mapping = []}
  scf.forall (%i, %j) in (4, 4) {
    scf.forall.in_parallel {
    }
  } {mapping = [], other}
  scf.forall (%i) in (4) shared_outs() -> () {
  }
  return
}

func.func @nested(%n: index) {
  scf.forall (%i) in (%n) {
    scf.forall (%j) = (%i) to (%n) step (2) {
      %s = arith.subi %j, %i : index
    }
  }
  return
}
