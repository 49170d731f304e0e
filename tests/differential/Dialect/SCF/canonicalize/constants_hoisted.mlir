// RUN: --canonicalize
// RUN: --canonicalize --mlir-print-op-generic
// Constants inside loop bodies and nested regions move to the entry block
// of the enclosing function (the greedy driver's constant uniquing), not by
// CSE; duplicates of one value are merged, the first name wins.

func.func @for_body(%n: index, %init: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (i32) {
    %k = arith.constant 7 : i32
    %k2 = arith.constant 7 : i32
    %s = arith.addi %acc, %k : i32
    %t = arith.muli %s, %k2 : i32
    scf.yield %t : i32
  }
  return %r : i32
}

func.func @nested_loops(%n: index, %m: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (f32) {
    %c2 = arith.constant 2 : index
    %h = arith.constant 0.5 : f32
    %q = scf.for %j = %c0 to %m step %c2 iter_args(%b = %a) -> (f32) {
      %h2 = arith.constant 0.5 : f32
      %p = arith.mulf %b, %h2 : f32
      %u = arith.addf %p, %h : f32
      scf.yield %u : f32
    }
    scf.yield %q : f32
  }
  return %r : f32
}

func.func @while_body(%x: i32, %bound: i32) -> i32 {
  %r = scf.while (%v = %x) : (i32) -> i32 {
    %lim = arith.constant 100 : i32
    %lt = arith.cmpi slt, %v, %lim : i32
    scf.condition(%lt) %v : i32
  } do {
  ^bb0(%w: i32):
    %one = arith.constant 1 : i32
    %lim2 = arith.constant 100 : i32
    %n = arith.addi %w, %one : i32
    %m = arith.minsi %n, %lim2 : i32
    scf.yield %m : i32
  }
  return %r : i32
}

func.func @no_inline_region(%a: i64) -> i64 {
  %r = scf.execute_region -> i64 no_inline {
    %c = arith.constant 3 : i64
    %s = arith.addi %a, %c : i64
    scf.yield %s : i64
  }
  return %r : i64
}

func.func @parallel_body(%n: index, %buf: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) -> index {
    %c5 = arith.constant 5 : index
    %v = arith.muli %i, %c5 : index
    scf.reduce(%v : index) {
    ^bb0(%l: index, %rr: index):
      %s = arith.addi %l, %rr : index
      scf.reduce.return %s : index
    }
  }
  return %r : index
}
