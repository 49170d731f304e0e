// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// Ranges through `shli`, `shrui` and `shrsi` by known and bounded amounts.
func.func @shift_left(%x: i32) -> (i1, i1) {
  %m = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %a = arith.andi %x, %m : i32
  %s = arith.shli %a, %c4 : i32
  %c48 = arith.constant 48 : i32
  %c49 = arith.constant 49 : i32
  %le = arith.cmpi ule, %s, %c48 : i32
  %ne = arith.cmpi ne, %s, %c49 : i32
  return %le, %ne : i1, i1
}

func.func @shift_right_unsigned(%x: i32) -> i1 {
  %c28 = arith.constant 28 : i32
  %s = arith.shrui %x, %c28 : i32
  %c16 = arith.constant 16 : i32
  %lt = arith.cmpi ult, %s, %c16 : i32
  return %lt : i1
}

func.func @shift_right_signed(%x: i32) -> (i1, i1) {
  %c30 = arith.constant 30 : i32
  %s = arith.shrsi %x, %c30 : i32
  %cm2 = arith.constant -2 : i32
  %c1 = arith.constant 1 : i32
  %ge = arith.cmpi sge, %s, %cm2 : i32
  %le = arith.cmpi sle, %s, %c1 : i32
  return %ge, %le : i1, i1
}

func.func @bounded_amount(%x: i16, %y: i16) -> i1 {
  %c1 = arith.constant 1 : i16
  %m = arith.constant 3 : i16
  %amt = arith.andi %y, %m : i16
  %s = arith.shli %c1, %amt : i16
  %c9 = arith.constant 9 : i16
  %lt = arith.cmpi ult, %s, %c9 : i16
  return %lt : i1
}

func.func @shift_out_everything(%x: i8) -> i8 {
  %m = arith.constant 7 : i8
  %c3 = arith.constant 3 : i8
  %a = arith.andi %x, %m : i8
  %s = arith.shrui %a, %c3 : i8
  return %s : i8
}
