// RUN: -e main --entry-point-result=i64
// A main returning i64 (a value beyond 32 bits): the product of the first
// primes found by trial division, printed as they are found.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @is_prime(%n: i64) -> i1 {
  %c2 = arith.constant 2 : i64
  %c1 = arith.constant 1 : i64
  %c0 = arith.constant 0 : i64
  %true = arith.constant true
  %r:2 = scf.while (%d = %c2, %p = %true) : (i64, i1) -> (i64, i1) {
    %sq = arith.muli %d, %d : i64
    %in = arith.cmpi sle, %sq, %n : i64
    %go = arith.andi %in, %p : i1
    scf.condition(%go) %d, %p : i64, i1
  } do {
  ^bb0(%d: i64, %p: i1):
    %m = arith.remsi %n, %d : i64
    %nz = arith.cmpi ne, %m, %c0 : i64
    %d1 = arith.addi %d, %c1 : i64
    scf.yield %d1, %nz : i64, i1
  }
  return %r#1 : i1
}

func.func @main() -> i64 {
  %c2 = arith.constant 2 : i64
  %c1 = arith.constant 1 : i64
  %c50 = arith.constant 50 : i64
  %r = scf.for %n = %c2 to %c50 step %c1 iter_args(%acc = %c1) -> (i64) : i64 {
    %p = func.call @is_prime(%n) : (i64) -> i1
    %next = scf.if %p -> (i64) {
      func.call @printI64(%n) : (i64) -> ()
      func.call @printComma() : () -> ()
      %m = arith.muli %acc, %n : i64
      scf.yield %m : i64
    } else {
      scf.yield %acc : i64
    }
    scf.yield %next : i64
  }
  call @printNewline() : () -> ()
  return %r : i64
}
