// RUN: --canonicalize
// Pure bodies: dead ops left by a dropped iter_arg are erased, a loop
// whose results are all unused and whose body has no effect goes away.

func.func private @use(i32)

func.func @pure_loop_partly_used(%lb: index, %ub: index, %s: index, %a: i32, %b: i32) -> i32 {
  %0:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b) -> (i32, i32) {
    %n = arith.muli %x, %x : i32
    %m = arith.addi %y, %a : i32
    scf.yield %n, %m : i32, i32
  }
  return %0#1 : i32
}

func.func @pure_forwarding(%lb: index, %ub: index, %s: index, %a: i32, %b: i32) -> i32 {
  %0:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b) -> (i32, i32) {
    %n = arith.addi %x, %y : i32
    scf.yield %n, %y : i32, i32
  }
  return %0#0 : i32
}

func.func @pure_while_forwarding(%a: i32, %b: i32) -> i32 {
  %0:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %y : i32
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = arith.addi %p, %q : i32
    scf.yield %n, %q : i32, i32
  }
  return %0#0 : i32
}
