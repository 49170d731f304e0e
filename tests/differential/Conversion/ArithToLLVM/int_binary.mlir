// RUN: --convert-arith-to-llvm
// The integer binary ops, each to its llvm op, on several widths.
func.func @int_binary(%a: i32, %b: i32, %c: i64, %d: i64, %e: i1, %f: i1, %g: i128) -> () {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %a, %b : i32
  %2 = arith.muli %c, %d : i64
  %3 = arith.divsi %a, %b : i32
  %4 = arith.divui %c, %d : i64
  %5 = arith.remsi %a, %b : i32
  %6 = arith.remui %c, %d : i64
  %7 = arith.andi %e, %f : i1
  %8 = arith.ori %a, %b : i32
  %9 = arith.xori %g, %g : i128
  %10 = arith.shli %a, %b : i32
  %11 = arith.shrsi %c, %d : i64
  %12 = arith.shrui %a, %b : i32
  %13 = arith.divsi %a, %b exact : i32
  %14 = arith.divui %c, %d exact : i64
  %15 = arith.shrsi %a, %b exact : i32
  %16 = arith.shrui %c, %d exact : i64
  %17 = arith.xori %e, %f : i1
  return
}
