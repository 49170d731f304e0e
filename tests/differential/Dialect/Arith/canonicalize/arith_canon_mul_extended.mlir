// RUN: --canonicalize
// Patterns: MulSIExtendedToMulI,MulSIExtendedRHSOne,MulUIExtendedToMulI
// mulsi_extended(x, y) with unused high -> muli(x, y)
func.func @si_unused_high(%x: i32, %y: i32) -> i32 {
  %lo, %hi = arith.mulsi_extended %x, %y : i32
  return %lo : i32
}
func.func @si_unused_high_vector(%x: vector<3xi16>, %y: vector<3xi16>) -> vector<3xi16> {
  %lo, %hi = arith.mulsi_extended %x, %y : vector<3xi16>
  return %lo : vector<3xi16>
}
// high used: no ToMulI
func.func @si_used_high(%x: i32, %y: i32) -> (i32, i32) {
  %lo, %hi = arith.mulsi_extended %x, %y : i32
  return %lo, %hi : i32, i32
}
// mulsi_extended(x, 1) -> (x, extsi(cmpi slt x, 0))
func.func @si_rhs_one(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %lo, %hi = arith.mulsi_extended %x, %c1 : i32
  return %lo, %hi : i32, i32
}
func.func @si_rhs_one_vector(%x: vector<2xi8>) -> (vector<2xi8>, vector<2xi8>) {
  %c1 = arith.constant dense<1> : vector<2xi8>
  %lo, %hi = arith.mulsi_extended %x, %c1 : vector<2xi8>
  return %lo, %hi : vector<2xi8>, vector<2xi8>
}
// constant 1 on the LHS is moved right first (Commutative), then matched
func.func @si_lhs_one(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %lo, %hi = arith.mulsi_extended %c1, %x : i32
  return %lo, %hi : i32, i32
}
// i1: 1 is -1 when signed, so the "strictly positive" check fails: no RHSOne
func.func @si_rhs_one_i1(%x: i1) -> (i1, i1) {
  %t = arith.constant true
  %lo, %hi = arith.mulsi_extended %x, %t : i1
  return %lo, %hi : i1, i1
}
// mului_extended(x, y) with unused high -> muli(x, y)
func.func @ui_unused_high(%x: i64, %y: i64) -> i64 {
  %lo, %hi = arith.mului_extended %x, %y : i64
  return %lo : i64
}
func.func @ui_used_high(%x: i64, %y: i64) -> (i64, i64) {
  %lo, %hi = arith.mului_extended %x, %y : i64
  return %lo, %hi : i64, i64
}
