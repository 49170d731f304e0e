// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// `arith.select` joins the ranges of its operands, or takes one of them
// when its condition is known from ranges.
func.func @join(%c: i1, %x: i32) -> (i1, i1) {
  %c3 = arith.constant 3 : i32
  %c9 = arith.constant 9 : i32
  %s = arith.select %c, %c3, %c9 : i32
  %c10 = arith.constant 10 : i32
  %c5 = arith.constant 5 : i32
  %lt = arith.cmpi ult, %s, %c10 : i32
  %eq = arith.cmpi eq, %s, %c5 : i32
  return %lt, %eq : i1, i1
}

func.func @condition_from_ranges(%x: i32, %y: i32) -> i32 {
  %m = arith.constant 7 : i32
  %c8 = arith.constant 8 : i32
  %a = arith.andi %x, %m : i32
  %cond = arith.cmpi ult, %a, %c8 : i32
  %s = arith.select %cond, %a, %y : i32
  return %s : i32
}

func.func @same_constant(%c: i1) -> i64 {
  %a = arith.constant 4 : i64
  %b = arith.constant 4 : i64
  %s = arith.select %c, %a, %b : i64
  return %s : i64
}

func.func @i1_select(%c: i1, %d: i1) -> i1 {
  %t = arith.constant true
  %s = arith.select %c, %t, %t : i1
  %r = arith.andi %s, %d : i1
  return %r : i1
}
