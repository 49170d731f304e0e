// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// The divisions: signed, unsigned, rounding up and down.
func.func @divs(%a: i32) -> (i1, i1, i1, i1, i1) {
  %c100 = arith.constant 100 : i32
  %c10 = arith.constant 10 : i32
  %c11 = arith.constant 11 : i32
  %cm3 = arith.constant -3 : i32
  %c0 = arith.constant 0 : i32
  %x = arith.andi %a, %c100 : i32
  %d1 = arith.divui %x, %c10 : i32
  %r1 = arith.cmpi ult, %d1, %c11 : i32
  %d2 = arith.divsi %x, %cm3 : i32
  %r2 = arith.cmpi sle, %d2, %c0 : i32
  %d3 = arith.ceildivui %x, %c10 : i32
  %r3 = arith.cmpi ule, %d3, %c11 : i32
  %d4 = arith.ceildivsi %x, %c10 : i32
  %r4 = arith.cmpi sge, %d4, %c0 : i32
  %d5 = arith.floordivsi %x, %cm3 : i32
  %r5 = arith.cmpi slt, %d5, %c11 : i32
  return %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1
}

func.func @div_constant(%a: i8) -> i8 {
  %c3 = arith.constant 3 : i8
  %c4 = arith.constant 4 : i8
  %x = arith.andi %a, %c3 : i8
  %d = arith.divui %x, %c4 : i8
  return %d : i8
}

func.func @div_by_range(%a: i16, %b: i16) -> i1 {
  %c1 = arith.constant 1 : i16
  %c7 = arith.constant 7 : i16
  %c64 = arith.constant 64 : i16
  %x = arith.andi %a, %c64 : i16
  %y = arith.ori %b, %c1 : i16
  %z = arith.andi %y, %c7 : i16
  %d = arith.divui %x, %z : i16
  %r = arith.cmpi ule, %d, %c64 : i16
  return %r : i1
}
