// RUN: --scf-for-loop-canonicalization
// RUN: --scf-for-loop-canonicalization --mlir-print-op-generic
// Dead code goes: a loop whose results are unused and whose body has no
// effect, dead ops in loop bodies, a whole nest of pure loops; loops
// with calls stay.
func.func private @use(i32)

func.func @dead_loops(%n: index, %a: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %c5) -> i32 {
    %y = arith.addi %x, %c5 : i32
    scf.yield %y : i32
  }
  %w = scf.while (%v = %a) : (i32) -> i32 {
    %lt = arith.cmpi slt, %v, %c5 : i32
    scf.condition(%lt) %v : i32
  } do {
  ^bb0(%v: i32):
    %nx = arith.addi %v, %c5 : i32
    scf.yield %nx : i32
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    %d = arith.muli %a, %a : i32
    scf.reduce
  }
  return
}

func.func @kept_loops(%n: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> i32 {
    %dead = arith.muli %x, %x : i32
    %c1_i32 = arith.constant 1 : i32
    %m = arith.muli %x, %c1_i32 : i32
    func.call @use(%m) : (i32) -> ()
    scf.yield %m : i32
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %e = arith.addi %a, %a : i32
    }
  }
  return %r : i32
}
