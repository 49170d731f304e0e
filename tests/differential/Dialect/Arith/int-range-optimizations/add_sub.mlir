// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// Ranges through `addi` and `subi`, with and without overflow flags: a
// sum whose range is one value becomes a constant, and comparisons on
// sums fold when the ranges do not wrap.
func.func @sum_range(%x: i32) -> (i1, i1) {
  %m = arith.constant 15 : i32
  %c10 = arith.constant 10 : i32
  %a = arith.andi %x, %m : i32
  %s = arith.addi %a, %c10 : i32
  %c9 = arith.constant 9 : i32
  %c26 = arith.constant 26 : i32
  %lo = arith.cmpi ugt, %s, %c9 : i32
  %hi = arith.cmpi ult, %s, %c26 : i32
  return %lo, %hi : i1, i1
}

func.func @difference_range(%x: i16) -> (i1, i1) {
  %m = arith.constant 3 : i16
  %c100 = arith.constant 100 : i16
  %a = arith.andi %x, %m : i16
  %d = arith.subi %c100, %a : i16
  %c96 = arith.constant 96 : i16
  %ge = arith.cmpi sge, %d, %c96 : i16
  %eq = arith.cmpi eq, %d, %c96 : i16
  return %ge, %eq : i1, i1
}

func.func @wraps(%x: i8) -> i1 {
  %c100 = arith.constant 100 : i8
  %a = arith.maxui %x, %c100 : i8
  %s = arith.addi %a, %c100 : i8
  %c0 = arith.constant 0 : i8
  %gt = arith.cmpi ugt, %s, %c0 : i8
  return %gt : i1
}

func.func @nuw(%x: i8) -> i1 {
  %c100 = arith.constant 100 : i8
  %a = arith.maxui %x, %c100 : i8
  %s = arith.addi %a, %c100 overflow<nuw> : i8
  %c199 = arith.constant 199 : i8
  %gt = arith.cmpi ugt, %s, %c199 : i8
  return %gt : i1
}

func.func @nsw(%x: i8) -> i1 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %a = arith.maxsi %x, %c0 : i8
  %s = arith.addi %a, %c1 overflow<nsw> : i8
  %gt = arith.cmpi sgt, %s, %c0 : i8
  return %gt : i1
}

func.func @same_value(%x: i32) -> i32 {
  %m = arith.constant 1 : i32
  %a = arith.andi %x, %m : i32
  %b = arith.ori %a, %m : i32
  %s = arith.subi %b, %m : i32
  return %s : i32
}
