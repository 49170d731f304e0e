// RUN: --convert-arith-to-llvm
// The overflow flags of addi, subi, muli, shli and trunci become llvm's.
func.func @overflow(%a: i32, %b: i32, %v: vector<4xi16>) -> () {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.addi %a, %b overflow<nuw> : i32
  %2 = arith.addi %a, %b overflow<nsw, nuw> : i32
  %3 = arith.subi %a, %b overflow<nsw> : i32
  %4 = arith.muli %a, %b overflow<nuw> : i32
  %5 = arith.shli %a, %b overflow<nsw, nuw> : i32
  %6 = arith.trunci %a overflow<nsw> : i32 to i8
  %7 = arith.trunci %a overflow<nuw> : i32 to i16
  %8 = arith.muli %v, %v overflow<nsw, nuw> : vector<4xi16>
  %9 = arith.trunci %v overflow<nsw, nuw> : vector<4xi16> to vector<4xi8>
  %10 = arith.subi %a, %b overflow<none> : i32
  return
}
