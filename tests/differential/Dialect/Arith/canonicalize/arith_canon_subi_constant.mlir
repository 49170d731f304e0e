// RUN: --canonicalize
// RUN: --canonicalize --mlir-print-debuginfo
// Patterns: SubIRHSAddConstant,SubILHSAddConstant,SubIRHSSubConstantRHS,SubIRHSSubConstantLHS,SubILHSSubConstantRHS,SubILHSSubConstantLHS
// subi(addi(x, c0), c1) -> addi(x, c0 - c1); flags DROPPED
func.func @rhs_add(%x: i32) -> i32 {
  %c0 = arith.constant 10 : i32
  %c1 = arith.constant 3 : i32
  %a = arith.addi %x, %c0 overflow<nsw, nuw> : i32
  %r = arith.subi %a, %c1 overflow<nsw, nuw> : i32
  return %r : i32
}
// subi(c1, addi(x, c0)) -> subi(c1 - c0, x); flags intersected
func.func @lhs_add(%x: i32) -> i32 {
  %c0 = arith.constant 10 : i32
  %c1 = arith.constant 3 : i32
  %a = arith.addi %x, %c0 overflow<nsw, nuw> : i32
  %r = arith.subi %c1, %a overflow<nsw> : i32
  return %r : i32
}
// subi(subi(x, c0), c1) -> subi(x, c0 + c1)
func.func @rhs_sub_rhs(%x: i32) -> i32 {
  %c0 = arith.constant 10 : i32
  %c1 = arith.constant 3 : i32
  %a = arith.subi %x, %c0 overflow<nuw> : i32
  %r = arith.subi %a, %c1 overflow<nuw> : i32
  return %r : i32
}
// subi(subi(c0, x), c1) -> subi(c0 - c1, x)
func.func @rhs_sub_lhs(%x: i32) -> i32 {
  %c0 = arith.constant 10 : i32
  %c1 = arith.constant 3 : i32
  %a = arith.subi %c0, %x overflow<nsw> : i32
  %r = arith.subi %a, %c1 overflow<nsw> : i32
  return %r : i32
}
// subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
func.func @lhs_sub_rhs(%x: i32) -> i32 {
  %c0 = arith.constant 10 : i32
  %c1 = arith.constant 3 : i32
  %a = arith.subi %x, %c0 : i32
  %r = arith.subi %c1, %a : i32
  return %r : i32
}
// subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
func.func @lhs_sub_lhs(%x: i64) -> i64 {
  %c0 = arith.constant 10 : i64
  %c1 = arith.constant 3 : i64
  %a = arith.subi %c0, %x overflow<nsw, nuw> : i64
  %r = arith.subi %c1, %a overflow<nsw, nuw> : i64
  return %r : i64
}
// index type works
func.func @rhs_add_index(%x: index) -> index {
  %c0 = arith.constant 10 : index
  %c1 = arith.constant 3 : index
  %a = arith.addi %x, %c0 : index
  %r = arith.subi %a, %c1 : index
  return %r : index
}
// vector splats: not matched
func.func @rhs_add_vector(%x: vector<2xi32>) -> vector<2xi32> {
  %c0 = arith.constant dense<10> : vector<2xi32>
  %c1 = arith.constant dense<3> : vector<2xi32>
  %a = arith.addi %x, %c0 : vector<2xi32>
  %r = arith.subi %a, %c1 : vector<2xi32>
  return %r : vector<2xi32>
}
