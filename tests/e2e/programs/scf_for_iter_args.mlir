// RUN: -e main --entry-point-result=void
// scf.for carrying several values: sums, a factorial, Fibonacci pairs, and
// a loop that never runs; a pair printed in parentheses.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func private @printOpen()
func.func private @printClose()

func.func @sums(%n: index) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %z, %q = %z) -> (i64, i64) {
    %x = arith.index_cast %i : index to i64
    %s2 = arith.addi %s, %x : i64
    %sq = arith.muli %x, %x : i64
    %q2 = arith.addi %q, %sq : i64
    scf.yield %s2, %q2 : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

func.func @factorial(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %one = arith.constant 1 : i64
  %r = scf.for %i = %c1 to %n step %c1 iter_args(%acc = %one) -> (i64) : i64 {
    %k = arith.addi %i, %c1 : i64
    %m = arith.muli %acc, %k : i64
    scf.yield %m : i64
  }
  return %r : i64
}

func.func @fib_pair(%n: index) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a0 = arith.constant 0 : i64
  %b0 = arith.constant 1 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %a0, %b = %b0) -> (i64, i64) {
    %c = arith.addi %a, %b : i64
    scf.yield %b, %c : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

func.func @main() {
  %c10 = arith.constant 10 : index
  %c0 = arith.constant 0 : index
  %s:2 = call @sums(%c10) : (index) -> (i64, i64)
  call @printOpen() : () -> ()
  call @printI64(%s#0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%s#1) : (i64) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  %e:2 = call @sums(%c0) : (index) -> (i64, i64)
  call @printI64(%e#0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%e#1) : (i64) -> ()
  call @printNewline() : () -> ()
  %n20 = arith.constant 20 : i64
  %f = call @factorial(%n20) : (i64) -> i64
  call @printI64(%f) : (i64) -> ()
  call @printNewline() : () -> ()
  %c90 = arith.constant 90 : index
  %p:2 = call @fib_pair(%c90) : (index) -> (i64, i64)
  call @printI64(%p#0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%p#1) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
