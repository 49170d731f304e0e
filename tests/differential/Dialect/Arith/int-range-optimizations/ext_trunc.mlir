// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// Extensions bound their results by the source width; truncations keep a
// range when it fits in the narrower type.
func.func @extui_bound(%x: i8) -> (i1, i1) {
  %e = arith.extui %x : i8 to i32
  %c255 = arith.constant 255 : i32
  %c0 = arith.constant 0 : i32
  %le = arith.cmpi ule, %e, %c255 : i32
  %ge = arith.cmpi sge, %e, %c0 : i32
  return %le, %ge : i1, i1
}

func.func @extsi_bound(%x: i8) -> (i1, i1, i1) {
  %e = arith.extsi %x : i8 to i64
  %lo = arith.constant -128 : i64
  %hi = arith.constant 127 : i64
  %ge = arith.cmpi sge, %e, %lo : i64
  %le = arith.cmpi sle, %e, %hi : i64
  %ult = arith.cmpi ult, %e, %hi : i64
  return %ge, %le, %ult : i1, i1, i1
}

func.func @trunc_fits(%x: i32) -> i1 {
  %m = arith.constant 100 : i32
  %a = arith.minui %x, %m : i32
  %t = arith.trunci %a : i32 to i8
  %c101 = arith.constant 101 : i8
  %lt = arith.cmpi ult, %t, %c101 : i8
  return %lt : i1
}

func.func @trunc_wraps(%x: i32) -> i1 {
  %m = arith.constant 1000 : i32
  %a = arith.minui %x, %m : i32
  %t = arith.trunci %a : i32 to i8
  %c101 = arith.constant 101 : i8
  %lt = arith.cmpi ult, %t, %c101 : i8
  return %lt : i1
}

func.func @bool_ext(%b: i1) -> (i1, i32) {
  %e = arith.extui %b : i1 to i32
  %c2 = arith.constant 2 : i32
  %lt = arith.cmpi ult, %e, %c2 : i32
  %s = arith.extsi %b : i1 to i32
  %one = arith.constant 1 : i32
  %r = arith.addi %s, %one : i32
  return %lt, %r : i1, i32
}
