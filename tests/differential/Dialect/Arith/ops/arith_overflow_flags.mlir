// RUN:
// RUN: --mlir-print-op-generic
// overflow<...> flags on addi/subi/muli/shli/trunci in every combination;
// `nuw, nsw` in the input is printed in bit order `nsw, nuw`.
func.func @overflow(%a: i64, %b: i64) -> i32 {
  %0 = arith.addi %a, %b overflow<nsw> : i64
  %1 = arith.addi %0, %b overflow<nuw> : i64
  %2 = arith.addi %1, %b overflow<nsw, nuw> : i64
  %3 = arith.subi %2, %a overflow<nuw, nsw> : i64
  %4 = arith.muli %3, %a overflow<nsw> : i64
  %5 = arith.shli %4, %b overflow<nuw> : i64
  %6 = arith.addi %5, %b overflow<none> : i64
  %7 = arith.trunci %6 overflow<nsw, nuw> : i64 to i32
  %8 = arith.trunci %6 overflow<nuw> : i64 to i32
  %9 = arith.addi %7, %8 : i32
  return %9 : i32
}
