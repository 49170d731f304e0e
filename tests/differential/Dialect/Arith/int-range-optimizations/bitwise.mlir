// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// Ranges through `andi`, `ori` and `xori`: known bits bound the results.
func.func @and_bounds(%x: i32, %y: i32) -> (i1, i1) {
  %m = arith.constant 12 : i32
  %a = arith.andi %x, %m : i32
  %b = arith.andi %a, %y : i32
  %c12 = arith.constant 12 : i32
  %c13 = arith.constant 13 : i32
  %le = arith.cmpi ule, %b, %c12 : i32
  %ne = arith.cmpi ne, %b, %c13 : i32
  return %le, %ne : i1, i1
}

func.func @or_bounds(%x: i8) -> (i1, i1) {
  %h = arith.constant 64 : i8
  %o = arith.ori %x, %h : i8
  %c64 = arith.constant 64 : i8
  %c0 = arith.constant 0 : i8
  %ge = arith.cmpi uge, %o, %c64 : i8
  %ne = arith.cmpi ne, %o, %c0 : i8
  return %ge, %ne : i1, i1
}

func.func @xor_bounds(%x: i32, %y: i32) -> i1 {
  %m = arith.constant 15 : i32
  %a = arith.andi %x, %m : i32
  %b = arith.andi %y, %m : i32
  %z = arith.xori %a, %b : i32
  %c16 = arith.constant 16 : i32
  %lt = arith.cmpi ult, %z, %c16 : i32
  return %lt : i1
}

func.func @becomes_constant(%x: i32) -> (i32, i32) {
  %z = arith.constant 0 : i32
  %ones = arith.constant -1 : i32
  %m = arith.constant 240 : i32
  %a = arith.andi %x, %z : i32
  %o = arith.ori %x, %ones : i32
  %b = arith.andi %x, %m : i32
  %c = arith.andi %b, %z : i32
  %s = arith.addi %a, %c : i32
  return %s, %o : i32, i32
}

func.func @i1_ops(%p: i1, %q: i1) -> (i1, i1) {
  %t = arith.constant true
  %o = arith.ori %p, %t : i1
  %a = arith.andi %q, %o : i1
  return %o, %a : i1, i1
}
