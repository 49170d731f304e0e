// RUN: -e main --entry-point-result=void
// scf.while in its do-while form: the body runs in the before region and the
// after region only forwards; digits of a number printed in reverse, and
// the count of halvings until a float falls below a bound.
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @reverse_digits(%n0: i64) -> i64 {
  %c10 = arith.constant 10 : i64
  %c0 = arith.constant 0 : i64
  %r:2 = scf.while (%n = %n0, %acc = %c0) : (i64, i64) -> (i64, i64) {
    %d = arith.remui %n, %c10 : i64
    func.call @printI64(%d) : (i64) -> ()
    %q = arith.divui %n, %c10 : i64
    %t = arith.muli %acc, %c10 : i64
    %a2 = arith.addi %t, %d : i64
    %more = arith.cmpi ne, %q, %c0 : i64
    scf.condition(%more) %q, %a2 : i64, i64
  } do {
  ^bb0(%q: i64, %a: i64):
    func.call @printComma() : () -> ()
    scf.yield %q, %a : i64, i64
  }
  call @printNewline() : () -> ()
  return %r#1 : i64
}

func.func @halvings(%x0: f64, %bound: f64) -> (i64, f64) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %half = arith.constant 0.5 : f64
  %r:2 = scf.while (%x = %x0, %k = %c0) : (f64, i64) -> (f64, i64) {
    %y = arith.mulf %x, %half : f64
    %k1 = arith.addi %k, %c1 : i64
    %more = arith.cmpf oge, %y, %bound : f64
    scf.condition(%more) %y, %k1 : f64, i64
  } do {
  ^bb0(%y: f64, %k1: i64):
    scf.yield %y, %k1 : f64, i64
  }
  return %r#1, %r#0 : i64, f64
}

func.func @main() {
  %a = arith.constant 1234567 : i64
  %z = arith.constant 0 : i64
  %ra = call @reverse_digits(%a) : (i64) -> i64
  call @printI64(%ra) : (i64) -> ()
  call @printNewline() : () -> ()
  %rz = call @reverse_digits(%z) : (i64) -> i64
  call @printI64(%rz) : (i64) -> ()
  call @printNewline() : () -> ()
  %x = arith.constant 1000.0 : f64
  %b = arith.constant 1.0e-3 : f64
  %h:2 = call @halvings(%x, %b) : (f64, f64) -> (i64, f64)
  call @printI64(%h#0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printF64(%h#1) : (f64) -> ()
  call @printNewline() : () -> ()
  %big = arith.constant 1.0e300 : f64
  %h2:2 = call @halvings(%b, %big) : (f64, f64) -> (i64, f64)
  call @printI64(%h2#0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printF64(%h2#1) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
