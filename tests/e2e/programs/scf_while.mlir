// RUN: -e main --entry-point-result=void
// scf.while in both shapes: Collatz step counts (the test in the before
// region) and Euclid's gcd carrying two values.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @collatz(%n0: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %r:2 = scf.while (%n = %n0, %steps = %c0) : (i64, i64) -> (i64, i64) {
    %go = arith.cmpi ne, %n, %c1 : i64
    scf.condition(%go) %n, %steps : i64, i64
  } do {
  ^bb0(%m: i64, %s: i64):
    %rem = arith.remui %m, %c2 : i64
    %odd = arith.cmpi ne, %rem, %c0 : i64
    %next = scf.if %odd -> (i64) {
      %t = arith.muli %m, %c3 : i64
      %u = arith.addi %t, %c1 : i64
      scf.yield %u : i64
    } else {
      %h = arith.divui %m, %c2 : i64
      scf.yield %h : i64
    }
    %s1 = arith.addi %s, %c1 : i64
    scf.yield %next, %s1 : i64, i64
  }
  return %r#1 : i64
}

func.func @gcd(%a0: i64, %b0: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %r:2 = scf.while (%a = %a0, %b = %b0) : (i64, i64) -> (i64, i64) {
    %go = arith.cmpi ne, %b, %c0 : i64
    scf.condition(%go) %a, %b : i64, i64
  } do {
  ^bb0(%x: i64, %y: i64):
    %m = arith.remui %x, %y : i64
    scf.yield %y, %m : i64, i64
  }
  return %r#0 : i64
}

func.func @main() {
  %n27 = arith.constant 27 : i64
  %n1 = arith.constant 1 : i64
  %n97 = arith.constant 97 : i64
  %s27 = call @collatz(%n27) : (i64) -> i64
  %s1 = call @collatz(%n1) : (i64) -> i64
  %s97 = call @collatz(%n97) : (i64) -> i64
  call @printI64(%s27) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%s1) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%s97) : (i64) -> ()
  call @printNewline() : () -> ()
  %a = arith.constant 1071 : i64
  %b = arith.constant 462 : i64
  %big = arith.constant 9223372036854775806 : i64
  %g1 = call @gcd(%a, %b) : (i64, i64) -> i64
  %g2 = call @gcd(%b, %n1) : (i64, i64) -> i64
  %g3 = call @gcd(%big, %a) : (i64, i64) -> i64
  %g4 = call @gcd(%n97, %n1) : (i64, i64) -> i64
  call @printI64(%g1) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%g2) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%g3) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%g4) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
