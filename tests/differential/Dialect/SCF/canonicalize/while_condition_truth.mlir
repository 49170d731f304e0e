// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// scf.while forwarding its condition to the `after` region: there the
// condition is known to hold, its uses become a `true` constant.
func.func @forwarded_condition(%init: i32) -> (i1, i32) {
  %r:2 = scf.while (%x = %init) : (i32) -> (i1, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %c, %x : i1, i32
  } do {
  ^bb0(%b: i1, %y: i32):
    "test.use"(%b) : (i1) -> ()
    %n = "test.next"(%b, %y) : (i1, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i1, i32
}

func.func @nested_use(%init: i32, %n: index) -> (i1, i32) {
  %r:2 = scf.while (%x = %init) : (i32) -> (i1, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %c, %x : i1, i32
  } do {
  ^bb0(%b: i1, %y: i32):
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %y) -> (i32) {
      %t = "test.step"(%acc, %b) : (i32, i1) -> i32
      scf.yield %t : i32
    }
    scf.yield %s : i32
  }
  return %r#0, %r#1 : i1, i32
}

func.func @unused_in_after(%init: i32) -> (i1, i32) {
  %r:2 = scf.while (%x = %init) : (i32) -> (i1, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %c, %x : i1, i32
  } do {
  ^bb0(%b: i1, %y: i32):
    %n = "test.next"(%y) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i1, i32
}
