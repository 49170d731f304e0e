// RUN: -e main --entry-point-result=void
// Shifts (shli, shrsi, shrui) by amounts within range on i8, i32 and i64,
// bitwise ops, and trunci/extsi/extui chains through i1, i8, i16 and i32.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @shifts(%x: i64, %k: i64) {
  %a = arith.shli %x, %k : i64
  %b = arith.shrsi %x, %k : i64
  %c = arith.shrui %x, %k : i64
  %x8 = arith.trunci %x : i64 to i8
  %k8 = arith.trunci %k : i64 to i8
  %seven = arith.constant 7 : i8
  %k8m = arith.andi %k8, %seven : i8
  %d = arith.shrsi %x8, %k8m : i8
  %e = arith.shrui %x8, %k8m : i8
  %de = arith.extsi %d : i8 to i64
  %ee = arith.extui %e : i8 to i64
  %x32 = arith.trunci %x : i64 to i32
  %k32 = arith.trunci %k : i64 to i32
  %c31 = arith.constant 31 : i32
  %k32m = arith.andi %k32, %c31 : i32
  %f = arith.shli %x32, %k32m : i32
  %fe = arith.extsi %f : i32 to i64
  call @printI64(%a) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%b) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%c) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%de) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%ee) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%fe) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @bits(%x: i64, %y: i64) {
  %a = arith.andi %x, %y : i64
  %o = arith.ori %x, %y : i64
  %e = arith.xori %x, %y : i64
  %t1 = arith.trunci %x : i64 to i1
  %t1e = arith.extsi %t1 : i1 to i64
  %t16 = arith.trunci %x : i64 to i16
  %t16e = arith.extui %t16 : i16 to i64
  %t16s = arith.extsi %t16 : i16 to i32
  %back = arith.extui %t16s : i32 to i64
  call @printI64(%a) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%o) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%e) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%t1e) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%t16e) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%back) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %x1 = arith.constant -100 : i64
  %x2 = arith.constant 1 : i64
  %x3 = arith.constant -9223372036854775808 : i64
  %x4 = arith.constant 0x00000000C0DEF00D : i64
  %k0 = arith.constant 0 : i64
  %k3 = arith.constant 3 : i64
  %k31 = arith.constant 31 : i64
  %k63 = arith.constant 63 : i64
  call @shifts(%x1, %k3) : (i64, i64) -> ()
  call @shifts(%x2, %k31) : (i64, i64) -> ()
  call @shifts(%x3, %k63) : (i64, i64) -> ()
  call @shifts(%x4, %k0) : (i64, i64) -> ()
  call @bits(%x1, %x4) : (i64, i64) -> ()
  call @bits(%x3, %x2) : (i64, i64) -> ()
  call @bits(%x4, %x4) : (i64, i64) -> ()
  return
}
