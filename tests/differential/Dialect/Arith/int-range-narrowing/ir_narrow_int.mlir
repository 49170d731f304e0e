// RUN: --arith-int-range-narrowing=int-bitwidths-supported=1,8,16,24,32
// RUN: --arith-int-range-narrowing=int-bitwidths-supported=32 --mlir-disable-threading
// Integer ops narrowed with trunci and extsi/extui.
func.func @i64_ops(%a: i64, %b: i64) -> (i64, i64, i1) {
  %c1000 = arith.constant 1000 : i64
  %x = arith.remui %a, %c1000 : i64
  %y = arith.remui %b, %c1000 : i64
  %m = arith.muli %x, %y : i64
  %d = arith.divui %m, %c1000 : i64
  %r = arith.cmpi ult, %x, %y : i64
  return %m, %d, %r : i64, i64, i1
}

func.func @negative(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %cm5 = arith.constant -5 : i32
  %c5 = arith.constant 5 : i32
  %x = arith.maxsi %a, %cm5 : i32
  %y = arith.minsi %x, %c5 : i32
  %z = arith.subi %c0, %y : i32
  return %z : i32
}

func.func @not_narrowable(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  return %s : i32
}
