// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// `minsi`, `maxsi`, `minui` and `maxui`: their ranges, and the ops that
// become constants when the ranges do not overlap.
func.func @clamp(%x: i32) -> (i1, i1, i1) {
  %lo = arith.constant -5 : i32
  %hi = arith.constant 5 : i32
  %a = arith.maxsi %x, %lo : i32
  %b = arith.minsi %a, %hi : i32
  %ge = arith.cmpi sge, %b, %lo : i32
  %le = arith.cmpi sle, %b, %hi : i32
  %ule = arith.cmpi ule, %b, %hi : i32
  return %ge, %le, %ule : i1, i1, i1
}

func.func @disjoint(%x: i32) -> (i32, i32) {
  %m = arith.constant 7 : i32
  %c100 = arith.constant 100 : i32
  %a = arith.andi %x, %m : i32
  %mn = arith.minui %a, %c100 : i32
  %mx = arith.maxui %a, %c100 : i32
  return %mn, %mx : i32, i32
}

func.func @unsigned_of_signed(%x: i8) -> i1 {
  %c0 = arith.constant 0 : i8
  %a = arith.maxsi %x, %c0 : i8
  %c127 = arith.constant 127 : i8
  %le = arith.cmpi ule, %a, %c127 : i8
  return %le : i1
}

func.func @min_of_two_ranges(%x: i16, %y: i16) -> i1 {
  %m1 = arith.constant 15 : i16
  %m2 = arith.constant 255 : i16
  %a = arith.andi %x, %m1 : i16
  %b = arith.andi %y, %m2 : i16
  %mn = arith.minui %a, %b : i16
  %c16 = arith.constant 16 : i16
  %lt = arith.cmpi ult, %mn, %c16 : i16
  return %lt : i1
}
