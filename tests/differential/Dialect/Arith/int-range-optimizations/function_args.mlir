// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// Function arguments have the full range of their type; only comparisons
// true for every value of a type fold.
func.func @full_range(%x: i32, %y: i32) -> (i1, i1) {
  %lt = arith.cmpi slt, %x, %y : i32
  %eq = arith.cmpi eq, %x, %x : i32
  return %lt, %eq : i1, i1
}

func.func @type_limits(%x: i8) -> (i1, i1, i1, i1) {
  %max = arith.constant 127 : i8
  %min = arith.constant -128 : i8
  %z = arith.constant 0 : i8
  %ones = arith.constant -1 : i8
  %a = arith.cmpi sle, %x, %max : i8
  %b = arith.cmpi sge, %x, %min : i8
  %c = arith.cmpi uge, %x, %z : i8
  %d = arith.cmpi ule, %x, %ones : i8
  return %a, %b, %c, %d : i1, i1, i1, i1
}

func.func @strict_limits(%x: i16) -> (i1, i1) {
  %max = arith.constant 32767 : i16
  %z = arith.constant 0 : i16
  %a = arith.cmpi sgt, %x, %max : i16
  %b = arith.cmpi ult, %x, %z : i16
  return %a, %b : i1, i1
}

func.func private @unused_private(%x: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %ge = arith.cmpi sge, %x, %c0 : i32
  return %ge : i1
}

func.func @no_change(%x: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %s = arith.addi %x, %c1 : i64
  return %s : i64
}
