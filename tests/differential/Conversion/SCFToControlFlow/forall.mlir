// RUN: --allow-unregistered-dialect --convert-scf-to-cf
// RUN: --allow-unregistered-dialect --convert-scf-to-cf --mlir-print-debuginfo --mlir-print-local-scope
// scf.forall without shared outputs: an scf.parallel over the same bounds
// (constant bounds and steps as arith.constant, one per use), lowered in
// turn to loops before anything inside it; normalized and general forms,
// nests, conditionals inside, foralls inside other loops.

func.func @normalized(%n: index) {
  scf.forall (%i) in (%n) {
    "work.visit"(%i) : (index) -> ()
  }
  return
}

func.func @normalized_static(%n: index) {
  scf.forall (%i, %j) in (4, %n) {
    "work.visit2"(%i, %j) : (index, index) -> ()
  }
  return
}

func.func @general(%lb: index, %ub: index, %st: index) {
  scf.forall (%i, %j) = (%lb, 3) to (%ub, 64) step (%st, 5) {
    "work.visit2"(%i, %j) : (index, index) -> ()
  }
  return
}

func.func @explicit_terminator(%n: index) {
  scf.forall (%i) in (%n) {
    "work.visit"(%i) : (index) -> ()
    scf.forall.in_parallel {
    }
  }
  return
}

func.func @nested(%n: index) {
  scf.forall (%i) in (%n) {
    scf.forall (%j) = (%i) to (%n) step (2) {
      "work.visit2"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

func.func @with_if(%n: index) {
  scf.forall (%i) in (%n) {
    %c = "work.pick"(%i) : (index) -> i1
    scf.if %c {
      "work.visit"(%i) : (index) -> ()
    }
  }
  return
}

func.func @in_for(%n: index) {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  scf.for %t = %zero to %n step %one {
    scf.forall (%i) in (%t) {
      "work.visit2"(%t, %i) : (index, index) -> ()
    }
  }
  return
}

func.func @in_parallel_loop(%n: index, %init: i32) -> i32 {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %r = scf.parallel (%p) = (%zero) to (%n) step (%one) init (%init) -> i32 {
    scf.forall (%i) in (%p) {
      "work.visit2"(%p, %i) : (index, index) -> ()
    }
    %v = "work.value"(%p) : (index) -> i32
    scf.reduce(%v : i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}
