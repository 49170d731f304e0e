// RUN: --test-single-fold
// RUN: --canonicalize --mlir-print-debuginfo
func.func @binary(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %p = ub.poison : i32
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %x, %p : i32
  %1 = arith.subi %p, %c3 : i32
  %2 = arith.muli %p, %c0 : i32
  %3 = arith.divsi %p, %c0 : i32
  %4 = arith.remui %c3, %p : i32
  %5 = arith.andi %p, %x : i32
  %6 = arith.shli %p, %c3 : i32
  %7 = arith.shrsi %c3, %p : i32
  %8 = arith.minui %p, %c3 : i32
  %9 = arith.xori %p, %p : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

func.func @unary_and_select(%c: i1, %x: i32) -> (i64, i16, index, i32, i32, i32, i1) {
  %p = ub.poison : i32
  %0 = arith.extsi %p : i32 to i64
  %1 = arith.trunci %p : i32 to i16
  %2 = arith.index_cast %p : i32 to index
  %3 = arith.bitcast %p : i32 to i32
  %4 = arith.select %c, %p, %x : i32
  %5 = arith.select %c, %x, %p : i32
  %6 = arith.cmpi slt, %x, %p : i32
  return %0, %1, %2, %3, %4, %5, %6 : i64, i16, index, i32, i32, i32, i1
}
