// RUN: --allow-unregistered-dialect --loop-invariant-code-motion
// Loop-invariant code motion over scf's loops: chains of invariant ops in
// worklist order, divisions that may trap stay, nested loops innermost
// first, loops and ifs moved whole once their bodies are invariant (a for
// loop only with a constant step of 1), while and parallel loops, and ops
// of a region that is not a loop staying in it.
func.func @hoist(%lb: index, %ub: index, %st: index, %x: i32, %y: i32, %c: i1) -> i32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %x) -> (i32) {
    %a = arith.addi %x, %y : i32
    %b = arith.muli %a, %a : i32
    %d = arith.divsi %x, %y : i32
    %e = arith.addi %acc, %b : i32
    %k = arith.constant 7 : i32
    %f = arith.addi %k, %x : i32
    %g = arith.index_cast %i : index to i32
    scf.yield %e : i32
  }
  scf.for %i = %lb to %ub step %st {
    scf.for %j = %lb to %ub step %st {
      %a = arith.addi %x, %y : i32
      %b = arith.addi %i, %i : index
      "test.use"(%a, %b) : (i32, index) -> ()
    }
  }
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    scf.for %j = %lb to %ub step %c1 {
      %a = arith.addi %x, %y : i32
    }
    scf.if %c {
      %q = arith.addi %x, %x : i32
    }
  }
  scf.for %i = %lb to %ub step %st {
    scf.if %c {
      %q = arith.addi %x, %x : i32
    }
    %w = scf.while (%v = %x) : (i32) -> i32 {
      %t = arith.addi %y, %y : i32
      scf.condition(%c) %v : i32
    } do {
    ^bb0(%v2: i32):
      %u = arith.addi %y, %x : i32
      scf.yield %v2 : i32
    }
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    %a = arith.addi %x, %y : i32
    %b = arith.addi %i, %i : index
  }
  return %r : i32
}

func.func @g(%lb: index, %ub: index, %x: i32, %y: i32) {
  %c1 = arith.constant 1 : index
  %c1_i32 = arith.constant 1 : i32
  %i1 = arith.constant 1 : i32
  scf.for %i = %lb to %ub step %c1 {
    scf.for %j = %x to %y step %c1_i32 : i32 {
      %a = arith.addi %x, %y : i32
    }
    scf.for %j = %x to %y step %i1 : i32 {
      %a = arith.divui %x, %y : i32
    }
    %r = scf.execute_region -> i32 {
      %q = arith.addi %x, %x : i32
      scf.yield %q : i32
    }
    "test.use"(%r) : (i32) -> ()
  }
  return
}
