// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// Ranges through `muli`, the divisions and the remainders; a remainder
// by a divisor larger than the whole range of its dividend is dropped.
func.func @product(%x: i32) -> (i1, i1) {
  %m = arith.constant 7 : i32
  %c3 = arith.constant 3 : i32
  %a = arith.andi %x, %m : i32
  %p = arith.muli %a, %c3 : i32
  %c21 = arith.constant 21 : i32
  %c22 = arith.constant 22 : i32
  %le = arith.cmpi ule, %p, %c21 : i32
  %eq = arith.cmpi eq, %p, %c22 : i32
  return %le, %eq : i1, i1
}

func.func @quotients(%x: i32) -> (i1, i1) {
  %m = arith.constant 255 : i32
  %c16 = arith.constant 16 : i32
  %a = arith.andi %x, %m : i32
  %q = arith.divui %a, %c16 : i32
  %s = arith.divsi %a, %c16 : i32
  %c15 = arith.constant 15 : i32
  %le = arith.cmpi ule, %q, %c15 : i32
  %gt = arith.cmpi sgt, %s, %c15 : i32
  return %le, %gt : i1, i1
}

func.func @trivial_rem(%x: i32) -> (i32, i32) {
  %m = arith.constant 7 : i32
  %c8 = arith.constant 8 : i32
  %a = arith.andi %x, %m : i32
  %r = arith.remui %a, %c8 : i32
  %s = arith.remsi %a, %c8 : i32
  return %r, %s : i32, i32
}

func.func @needed_rem(%x: i32) -> (i32, i1) {
  %m = arith.constant 15 : i32
  %c8 = arith.constant 8 : i32
  %a = arith.andi %x, %m : i32
  %r = arith.remui %a, %c8 : i32
  %c8b = arith.constant 8 : i32
  %lt = arith.cmpi ult, %r, %c8b : i32
  return %r, %lt : i32, i1
}

func.func @rem_of_unknown(%x: i64, %y: i64) -> i1 {
  %c10 = arith.constant 10 : i64
  %r = arith.remui %x, %c10 : i64
  %c10b = arith.constant 10 : i64
  %lt = arith.cmpi ult, %r, %c10b : i64
  return %lt : i1
}

func.func @product_constant(%x: i16) -> i16 {
  %c0 = arith.constant 0 : i16
  %m = arith.constant 1 : i16
  %a = arith.andi %x, %m : i16
  %b = arith.xori %a, %a : i16
  %p = arith.muli %b, %x : i16
  return %p : i16
}
