// RUN:
// RUN: --mlir-print-op-generic
// Every plain integer binary op of arith in custom form on scalar operands.
func.func @int_binary(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %b : i32
  %2 = arith.muli %1, %a : i32
  %3 = arith.divsi %2, %b : i32
  %4 = arith.divui %3, %b : i32
  %5 = arith.ceildivsi %4, %a : i32
  %6 = arith.ceildivui %5, %a : i32
  %7 = arith.floordivsi %6, %b : i32
  %8 = arith.remsi %7, %a : i32
  %9 = arith.remui %8, %a : i32
  %10 = arith.andi %9, %b : i32
  %11 = arith.ori %10, %b : i32
  %12 = arith.xori %11, %a : i32
  %13 = arith.shli %12, %b : i32
  %14 = arith.shrsi %13, %b : i32
  %15 = arith.shrui %14, %b : i32
  %16 = arith.maxsi %15, %a : i32
  %17 = arith.maxui %16, %a : i32
  %18 = arith.minsi %17, %b : i32
  %19 = arith.minui %18, %b : i32
  return %19 : i32
}
