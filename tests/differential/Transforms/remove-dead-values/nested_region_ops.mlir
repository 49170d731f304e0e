// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// RUN: --remove-dead-values=canonicalize=false
// Region ops inside each other: a dead value deep inside a loop nest, and
// results that become dead once an outer result is dropped.
func.func @if_in_for(%n: index, %c: i1, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %v:2 = scf.if %c -> (i32, i32) {
      %s = arith.addi %a, %b : i32
      scf.yield %a, %s : i32, i32
    } else {
      scf.yield %a, %b : i32, i32
    }
    scf.yield %v#0, %v#1 : i32, i32
  }
  return %r#0 : i32
}

func.func @for_in_if(%n: index, %c: i1, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.if %c -> (i32, i32) {
    %s:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) {
      %t = arith.addi %a, %a : i32
      %u = arith.muli %b, %b : i32
      scf.yield %t, %u : i32, i32
    }
    scf.yield %s#0, %s#1 : i32, i32
  } else {
    scf.yield %x, %x : i32, i32
  }
  return %r#0 : i32
}

func.func @while_in_while(%x: i32, %n: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%p: i32):
    %inner:2 = scf.while (%q = %p, %w = %p) : (i32, i32) -> (i32, i32) {
      %d = arith.cmpi slt, %q, %n : i32
      scf.condition(%d) %q, %w : i32, i32
    } do {
    ^bb0(%s: i32, %t: i32):
      %s2 = arith.addi %s, %s : i32
      %t2 = arith.addi %t, %s : i32
      scf.yield %s2, %t2 : i32, i32
    }
    scf.yield %inner#0 : i32
  }
  return %r : i32
}
