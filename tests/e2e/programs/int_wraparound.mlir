// RUN: -e main --entry-point-result=void
// Two's-complement wraparound of addi, subi and muli on i8, i16, i32 and i64
// at their limits, with the results shown sign- and zero-extended.
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @i8ops(%a: i8, %b: i8) {
  %s = arith.addi %a, %b : i8
  %d = arith.subi %a, %b : i8
  %m = arith.muli %a, %b : i8
  %se = arith.extsi %s : i8 to i64
  %de = arith.extsi %d : i8 to i64
  %me = arith.extsi %m : i8 to i64
  %mu = arith.extui %m : i8 to i64
  call @printI64(%se) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%de) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%me) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%mu) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @i32ops(%a: i32, %b: i32) {
  %s = arith.addi %a, %b : i32
  %m = arith.muli %a, %b : i32
  %n = arith.subi %b, %a : i32
  %h = arith.trunci %a : i32 to i16
  %h2 = arith.addi %h, %h : i16
  %se = arith.extsi %s : i32 to i64
  %me = arith.extsi %m : i32 to i64
  %ne = arith.extui %n : i32 to i64
  %he = arith.extsi %h2 : i16 to i64
  call @printI64(%se) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%me) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%ne) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%he) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @i64ops(%a: i64, %b: i64) {
  %s = arith.addi %a, %b : i64
  %d = arith.subi %a, %b : i64
  %m = arith.muli %a, %b : i64
  call @printI64(%s) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%d) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%m) : (i64) -> ()
  call @printComma() : () -> ()
  call @printU64(%m) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a8 = arith.constant 127 : i8
  %b8 = arith.constant 1 : i8
  %c8 = arith.constant -128 : i8
  %d8 = arith.constant 16 : i8
  call @i8ops(%a8, %b8) : (i8, i8) -> ()
  call @i8ops(%c8, %b8) : (i8, i8) -> ()
  call @i8ops(%d8, %d8) : (i8, i8) -> ()
  call @i8ops(%c8, %c8) : (i8, i8) -> ()
  %a32 = arith.constant 2147483647 : i32
  %b32 = arith.constant 65536 : i32
  %c32 = arith.constant -2147483648 : i32
  call @i32ops(%a32, %b32) : (i32, i32) -> ()
  call @i32ops(%c32, %c32) : (i32, i32) -> ()
  call @i32ops(%b32, %b32) : (i32, i32) -> ()
  %a64 = arith.constant 9223372036854775807 : i64
  %b64 = arith.constant 2 : i64
  %c64 = arith.constant -9223372036854775808 : i64
  %d64 = arith.constant 4294967296 : i64
  call @i64ops(%a64, %b64) : (i64, i64) -> ()
  call @i64ops(%c64, %b64) : (i64, i64) -> ()
  call @i64ops(%d64, %d64) : (i64, i64) -> ()
  call @i64ops(%a64, %a64) : (i64, i64) -> ()
  return
}
