// RUN: -e main --entry-point-result=void
// Unstructured control flow: a loop built from cf.br/cf.cond_br with block
// arguments, a diamond, a branch to the same block with different operands,
// and an early exit.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

// Sum of the numbers in [lo, hi) that are multiples of 3 or 5, stopping
// early when the sum exceeds a limit; returns the sum and the stop point.
func.func @euler1(%lo: i64, %hi: i64, %limit: i64) -> (i64, i64) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c3 = arith.constant 3 : i64
  %c5 = arith.constant 5 : i64
  cf.br ^head(%lo, %c0 : i64, i64)
^head(%i: i64, %s: i64):
  %more = arith.cmpi slt, %i, %hi : i64
  cf.cond_br %more, ^body, ^exit(%s, %i : i64, i64)
^body:
  %r3 = arith.remsi %i, %c3 : i64
  %r5 = arith.remsi %i, %c5 : i64
  %d3 = arith.cmpi eq, %r3, %c0 : i64
  %d5 = arith.cmpi eq, %r5, %c0 : i64
  %d = arith.ori %d3, %d5 : i1
  cf.cond_br %d, ^add(%i : i64), ^add(%c0 : i64)
^add(%x: i64):
  %s2 = arith.addi %s, %x : i64
  %over = arith.cmpi sgt, %s2, %limit : i64
  %i2 = arith.addi %i, %c1 : i64
  cf.cond_br %over, ^exit(%s2, %i : i64, i64), ^head(%i2, %s2 : i64, i64)
^exit(%rs: i64, %ri: i64):
  return %rs, %ri : i64, i64
}

func.func @sign(%x: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %neg = arith.cmpi slt, %x, %c0 : i64
  cf.cond_br %neg, ^n, ^nn
^n:
  %m = arith.constant -1 : i64
  cf.br ^join(%m : i64)
^nn:
  %z = arith.cmpi eq, %x, %c0 : i64
  %one = arith.constant 1 : i64
  %v = arith.select %z, %c0, %one : i64
  cf.br ^join(%v : i64)
^join(%r: i64):
  return %r : i64
}

func.func @main() {
  %lo = arith.constant 1 : i64
  %hi = arith.constant 1000 : i64
  %big = arith.constant 1000000 : i64
  %lim = arith.constant 500 : i64
  %a:2 = call @euler1(%lo, %hi, %big) : (i64, i64, i64) -> (i64, i64)
  call @printI64(%a#0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%a#1) : (i64) -> ()
  call @printNewline() : () -> ()
  %b:2 = call @euler1(%lo, %hi, %lim) : (i64, i64, i64) -> (i64, i64)
  call @printI64(%b#0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%b#1) : (i64) -> ()
  call @printNewline() : () -> ()
  %c:2 = call @euler1(%hi, %lo, %lim) : (i64, i64, i64) -> (i64, i64)
  call @printI64(%c#0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%c#1) : (i64) -> ()
  call @printNewline() : () -> ()
  %m = arith.constant -9223372036854775808 : i64
  %z = arith.constant 0 : i64
  %s1 = call @sign(%m) : (i64) -> i64
  %s2 = call @sign(%z) : (i64) -> i64
  %s3 = call @sign(%hi) : (i64) -> i64
  call @printI64(%s1) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%s2) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%s3) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
