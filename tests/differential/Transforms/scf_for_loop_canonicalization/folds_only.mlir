// RUN: --scf-for-loop-canonicalization
// The pass folds, erases dead ops and hoists constants, but applies no
// op's canonicalization pattern: `scf.if` on a constant, a loop running
// once and a zero-trip parallel loop all stay.
func.func private @use(index)

func.func @folds(%a: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %s = arith.addi %c2, %c3 : i32
  %dead = arith.muli %a, %a : i32
  %r = scf.if %true -> i32 {
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  %l = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %r) -> i32 {
    %y = arith.addi %x, %c2 : i32
    %z = arith.addi %c3, %c2 : i32
    %w = arith.addi %y, %z : i32
    %m = arith.muli %w, %c2 : i32
    %zero = arith.subi %m, %m : i32
    %v = arith.addi %w, %zero : i32
    scf.yield %v : i32
  }
  scf.parallel (%i) = (%c0) to (%c0) step (%c1) {
    func.call @use(%i) : (index) -> ()
    scf.reduce
  }
  return %l : i32
}
