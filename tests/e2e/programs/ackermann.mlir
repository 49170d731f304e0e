// RUN: -e main --entry-point-result=void
// Ackermann's function for small arguments: recursion through cf.cond_br
// with block arguments and a nested recursive call as an argument.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @ack(%m: i64, %n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %m0 = arith.cmpi eq, %m, %c0 : i64
  cf.cond_br %m0, ^base(%n : i64), ^check
^base(%x: i64):
  %r = arith.addi %x, %c1 : i64
  return %r : i64
^check:
  %n0 = arith.cmpi eq, %n, %c0 : i64
  %m1 = arith.subi %m, %c1 : i64
  cf.cond_br %n0, ^tail(%m1, %c1 : i64, i64), ^both
^both:
  %n1 = arith.subi %n, %c1 : i64
  %inner = call @ack(%m, %n1) : (i64, i64) -> i64
  cf.br ^tail(%m1, %inner : i64, i64)
^tail(%a: i64, %b: i64):
  %t = call @ack(%a, %b) : (i64, i64) -> i64
  return %t : i64
}

func.func @main() {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %c4 = arith.constant 4 : i64
  %a = call @ack(%c0, %c4) : (i64, i64) -> i64
  %b = call @ack(%c1, %c3) : (i64, i64) -> i64
  %c = call @ack(%c2, %c3) : (i64, i64) -> i64
  %d = call @ack(%c3, %c3) : (i64, i64) -> i64
  %e = call @ack(%c3, %c4) : (i64, i64) -> i64
  %f = call @ack(%c4, %c0) : (i64, i64) -> i64
  call @printI64(%a) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%b) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%c) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%d) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%e) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%f) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
