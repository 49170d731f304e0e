// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// scf.while whose condition is an arith.cmpi of a forwarded value: the same
// comparison in the `after` region is true, its inverse false.
func.func @same_and_inverse(%init: i32, %bound: i32) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %bound : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %same = arith.cmpi slt, %y, %bound : i32
    %inv = arith.cmpi sge, %y, %bound : i32
    %other = arith.cmpi sgt, %y, %bound : i32
    %n = "test.next"(%y, %same, %inv, %other) : (i32, i1, i1, i1) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @rhs_forwarded(%init: index, %lo: index) -> index {
  %r = scf.while (%x = %init) : (index) -> index {
    %c = arith.cmpi ult, %lo, %x : index
    scf.condition(%c) %x : index
  } do {
  ^bb0(%y: index):
    %same = arith.cmpi ult, %lo, %y : index
    %inv = arith.cmpi uge, %lo, %y : index
    %swapped = arith.cmpi ult, %y, %lo : index
    %n = "test.next"(%y, %same, %inv, %swapped) : (index, i1, i1, i1) -> index
    scf.yield %n : index
  }
  return %r : index
}

func.func @two_args(%a: i64, %b: i64) -> (i64, i64) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i64, i64) -> (i64, i64) {
    %c = arith.cmpi ne, %x, %y : i64
    scf.condition(%c) %y, %x : i64, i64
  } do {
  ^bb0(%p: i64, %q: i64):
    %ne = arith.cmpi ne, %q, %p : i64
    %u = "test.next"(%p, %q, %ne) : (i64, i64, i1) -> i64
    %v = "test.other"(%p) : (i64) -> i64
    scf.yield %u, %v : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}
