// RUN: -e main --entry-point-result=void
// Overflow flags on values that stay in range (nsw, nuw, both), and the
// extended ops that report overflow: addui_extended's carry, the high
// halves of mulsi_extended and mului_extended, on i32 and i64.
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @flags(%a: i64, %b: i64) -> i64 {
  %s = arith.addi %a, %b overflow<nsw> : i64
  %d = arith.subi %s, %b overflow<nuw> : i64
  %m = arith.muli %d, %b overflow<nsw, nuw> : i64
  %c = arith.constant 3 : i64
  %sh = arith.shli %m, %c overflow<nsw> : i64
  return %sh : i64
}

func.func @ext(%a: i64, %b: i64) {
  %sum, %carry = arith.addui_extended %a, %b : i64, i1
  %lo, %hi = arith.mulsi_extended %a, %b : i64
  %ulo, %uhi = arith.mului_extended %a, %b : i64
  %ce = arith.extui %carry : i1 to i64
  call @printU64(%sum) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%ce) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%lo) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%hi) : (i64) -> ()
  call @printComma() : () -> ()
  call @printU64(%uhi) : (i64) -> ()
  call @printComma() : () -> ()
  %a32 = arith.trunci %a : i64 to i32
  %b32 = arith.trunci %b : i64 to i32
  %l32, %h32 = arith.mulsi_extended %a32, %b32 : i32
  %s32, %c32 = arith.addui_extended %a32, %b32 : i32, i1
  %h32e = arith.extsi %h32 : i32 to i64
  %s32e = arith.extui %s32 : i32 to i64
  %c32e = arith.extui %c32 : i1 to i64
  call @printI64(%h32e) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%s32e) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%c32e) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant 1000 : i64
  %b = arith.constant 24 : i64
  %r = call @flags(%a, %b) : (i64, i64) -> i64
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  %big = arith.constant -1 : i64
  %one = arith.constant 1 : i64
  %min = arith.constant -9223372036854775808 : i64
  %x = arith.constant 6000000000 : i64
  %y = arith.constant 7000000000 : i64
  %neg = arith.constant -3 : i64
  call @ext(%big, %one) : (i64, i64) -> ()
  call @ext(%big, %big) : (i64, i64) -> ()
  call @ext(%min, %min) : (i64, i64) -> ()
  call @ext(%x, %y) : (i64, i64) -> ()
  call @ext(%x, %neg) : (i64, i64) -> ()
  return
}
