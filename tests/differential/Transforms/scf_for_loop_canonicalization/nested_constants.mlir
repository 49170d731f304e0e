// RUN: --scf-for-loop-canonicalization
// RUN: --pass-pipeline='builtin.module(func.func(scf-for-loop-canonicalization))'
// Constants in nested loop bodies go to the function's entry block,
// deduplicated, in the driver's order; folding inside scf.for, scf.while
// and scf.forall bodies; the pass on the module and on each function.
func.func private @use(index)

func.func @nested(%n: index, %m: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %k = arith.muli %c4, %c5 : index
    %t = scf.for %j = %c0 to %m step %c4 iter_args(%b = %acc) -> index {
      %c20 = arith.constant 20 : index
      %u = arith.addi %b, %k : index
      %v = arith.subi %u, %c20 : index
      %w = arith.addi %v, %j : index
      scf.yield %w : index
    }
    %d = arith.divui %t, %c1 : index
    scf.yield %d : index
  }
  return %r : index
}

func.func @while_forall(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %w = scf.while (%x = %c0) : (index) -> index {
    %c10 = arith.constant 10 : index
    %c3 = arith.constant 3 : index
    %lim = arith.addi %c10, %c3 : index
    %cond = arith.cmpi slt, %x, %lim : index
    scf.condition(%cond) %x : index
  } do {
  ^bb0(%y: index):
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %z = arith.addi %y, %c0_0 : index
    %next = arith.addi %z, %c1 : index
    scf.yield %next : index
  }
  scf.forall (%i) in (%n) {
    %c7 = arith.constant 7 : index
    %c2 = arith.constant 2 : index
    %p = arith.muli %c7, %c2 : index
    %q = arith.addi %i, %p : index
    func.call @use(%q) : (index) -> ()
  }
  return %w : index
}
