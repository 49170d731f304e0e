// RUN: --canonicalize
// A while whose results swap its arguments, a loop carrying constants
// next to arithmetic on its results, an index_switch in a while's body
// whose result and the while's values all become dead.

func.func private @side(i32) -> i32
func.func private @cond(i32) -> i1
func.func private @use(i32)
func.func @while_no_after_use(%a: i32, %b: i32) -> i32 {
  %0:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = func.call @cond(%x) : (i32) -> i1
    scf.condition(%c) %y, %x : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = func.call @side(%q) : (i32) -> i32
    scf.yield %n, %p : i32, i32
  }
  return %0#1 : i32
}
func.func @for_const(%lb: index, %ub: index, %s: index) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %c0, %y = %c1) -> (i32, i32) {
    %n = func.call @side(%x) : (i32) -> i32
    %m = arith.addi %y, %c1 : i32
    scf.yield %n, %y : i32, i32
  }
  %r = arith.addi %0#0, %0#1 : i32
  return %r : i32
}
func.func @switch_in_while(%a: i32, %i: index) -> i32 {
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    %c = func.call @cond(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %r = scf.index_switch %i -> i32
    case 0 {
      %n = func.call @side(%p) : (i32) -> i32
      scf.yield %p : i32
    }
    default {
      scf.yield %p : i32
    }
    scf.yield %r : i32
  }
  return %0 : i32
}
