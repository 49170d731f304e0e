// RUN: --allow-unregistered-dialect --convert-scf-to-cf
// RUN: --allow-unregistered-dialect --convert-scf-to-cf --mlir-print-debuginfo --mlir-print-local-scope
// scf.parallel: a nest of loops, outermost dimension first, lowered in
// turn; reductions carried down the nest, each reduction region inlined
// where scf.reduce stood and its result yielded back up; nested parallel
// loops, conditionals and loops inside, a parallel loop inside a loop.

func.func @one_dim(%lb: index, %ub: index, %st: index) {
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    "work.visit"(%i) : (index) -> ()
  }
  return
}

func.func @two_dims(%lb0: index, %lb1: index, %ub0: index, %ub1: index, %st0: index) {
  %st1 = arith.constant 2 : index
  scf.parallel (%i, %j) = (%lb0, %lb1) to (%ub0, %ub1) step (%st0, %st1) {
    "work.visit2"(%i, %j) : (index, index) -> ()
  }
  return
}

func.func @three_dims_empty(%n: index) {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  scf.parallel (%i, %j, %k) = (%zero, %zero, %zero) to (%n, %n, %n) step (%one, %one, %one) {
  }
  return
}

func.func @one_reduction(%lb: index, %ub: index, %st: index, %init: f32) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%init) -> f32 {
    %v = "work.load"(%i) : (index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %m = arith.maximumf %lhs, %rhs : f32
      scf.reduce.return %m : f32
    }
  }
  return %r : f32
}

func.func @two_reductions_two_dims(%n: index, %m: index, %f: f32) -> (f32, i64) {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %seed = arith.constant 7 : i64
  %r:2 = scf.parallel (%i, %j) = (%zero, %zero) to (%n, %m) step (%one, %one) init (%f, %seed) -> (f32, i64) {
    %x = "work.loadf"(%i, %j) : (index, index) -> f32
    %y = "work.loadi"(%i, %j) : (index, index) -> i64
    scf.reduce(%x, %y : f32, i64) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i64, %b: i64):
      %o = arith.ori %a, %b : i64
      scf.reduce.return %o : i64
    }
  }
  return %r#0, %r#1 : f32, i64
}

func.func @three_dims_reduction(%n: index, %init: i32) -> i32 {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %r = scf.parallel (%i, %j, %k) = (%zero, %zero, %zero) to (%n, %n, %n) step (%one, %one, %one) init (%init) -> i32 {
    %v = "work.cell"(%i, %j, %k) : (index, index, index) -> i32
    scf.reduce(%v : i32) {
    ^bb0(%a: i32, %b: i32):
      %p = arith.muli %a, %b : i32
      scf.reduce.return %p : i32
    }
  }
  return %r : i32
}

func.func @reduction_of_outside_value(%n: index, %init: i32, %k: i32) -> i32 {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %r = scf.parallel (%i) = (%zero) to (%n) step (%one) init (%init) -> i32 {
    scf.reduce(%k : i32) {
    ^bb0(%a: i32, %b: i32):
      %p = arith.xori %a, %b : i32
      scf.reduce.return %p : i32
    }
  }
  return %r : i32
}

func.func @nested_parallel(%n: index) {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  scf.parallel (%i) = (%zero) to (%n) step (%one) {
    "work.outer"(%i) : (index) -> ()
    scf.parallel (%j, %k) = (%i, %zero) to (%n, %n) step (%one, %one) {
      "work.inner"(%i, %j, %k) : (index, index, index) -> ()
    }
  }
  return
}

func.func @ifs_inside(%lb: index, %ub: index, %st: index, %a: i1, %b: i1) {
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    scf.if %a {
      %v = scf.if %b -> (index) {
        %x = "work.then"() : () -> index
        scf.yield %x : index
      } else {
        %y = "work.else"() : () -> index
        scf.yield %y : index
      }
      "work.use"(%v, %i) : (index, index) -> ()
    }
  }
  return
}

func.func @loop_and_while_inside(%n: index, %init: f32) -> f32 {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %r = scf.parallel (%i) = (%zero) to (%n) step (%one) init (%init) -> f32 {
    %s = scf.for %j = %zero to %i step %one iter_args(%acc = %init) -> (f32) {
      %w = scf.while (%x = %acc) : (f32) -> f32 {
        %c = "work.more"(%x) : (f32) -> i1
        scf.condition(%c) %x : f32
      } do {
      ^bb0(%y: f32):
        %z = "work.step"(%y) : (f32) -> f32
        scf.yield %z : f32
      }
      scf.yield %w : f32
    }
    scf.reduce(%s : f32) {
    ^bb0(%a: f32, %b: f32):
      %m = arith.minimumf %a, %b : f32
      scf.reduce.return %m : f32
    }
  }
  return %r : f32
}

func.func @inside_a_loop(%n: index) {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  scf.for %t = %zero to %n step %one {
    scf.parallel (%i) = (%zero) to (%t) step (%one) {
      "work.visit2"(%t, %i) : (index, index) -> ()
    }
  }
  return
}

func.func @attrs_dropped(%n: index) {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  scf.parallel (%i) = (%zero) to (%n) step (%one) {
    "work.visit"(%i) : (index) -> ()
  } {llvm.linkage = #llvm.linkage<internal>}
  return
}
