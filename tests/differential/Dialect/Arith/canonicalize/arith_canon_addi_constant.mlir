// RUN: --canonicalize
// RUN: --canonicalize --mlir-print-debuginfo
// Patterns: AddIAddConstant,AddISubConstantRHS,AddISubConstantLHS
// addi(addi(x, c0), c1) -> addi(x, c0 + c1); flags intersected
func.func @add_add(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c2 = arith.constant 2 : i32 loc("c2")
  %a = arith.addi %x, %c1 overflow<nsw, nuw> : i32 loc("inner")
  %b = arith.addi %a, %c2 overflow<nsw> : i32 loc("outer")
  return %b : i32
}
// both nsw,nuw -> kept; wraps around (i8: 100 + 100 = -56)
func.func @add_add_flags_wrap(%x: i8) -> i8 {
  %c = arith.constant 100 : i8
  %a = arith.addi %x, %c overflow<nsw, nuw> : i8
  %b = arith.addi %a, %c overflow<nsw, nuw> : i8
  return %b : i8
}
// constants on the left are first moved right (commutative), then the pattern fires
func.func @add_add_const_lhs(%x: index) -> index {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %a = arith.addi %c3, %x : index
  %b = arith.addi %c4, %a : index
  return %b : index
}
// inner addi has a second use: the pattern still fires (no one-use check), inner stays
func.func @add_add_multi_use(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %a, %c2 : i32
  return %a, %b : i32, i32
}
// vector splat constants: NOT matched (APIntAttr only matches scalar IntegerAttr)
func.func @add_add_vector(%x: vector<4xi32>) -> vector<4xi32> {
  %c1 = arith.constant dense<1> : vector<4xi32>
  %c2 = arith.constant dense<2> : vector<4xi32>
  %a = arith.addi %x, %c1 : vector<4xi32>
  %b = arith.addi %a, %c2 : vector<4xi32>
  return %b : vector<4xi32>
}
// addi(subi(x, c0), c1) -> addi(x, c1 - c0)
func.func @add_sub_rhs(%x: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %a = arith.subi %x, %c5 overflow<nuw> : i32 loc("sub")
  %b = arith.addi %a, %c7 overflow<nuw> : i32 loc("add")
  return %b : i32
}
// addi(subi(c0, x), c1) -> subi(c0 + c1, x)
func.func @add_sub_lhs(%x: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %a = arith.subi %c5, %x overflow<nsw> : i32
  %b = arith.addi %a, %c7 : i32
  return %b : i32
}
// vector: not matched
func.func @add_sub_vector(%x: vector<2xi32>) -> vector<2xi32> {
  %c5 = arith.constant dense<5> : vector<2xi32>
  %c7 = arith.constant dense<7> : vector<2xi32>
  %a = arith.subi %x, %c5 : vector<2xi32>
  %b = arith.addi %a, %c7 : vector<2xi32>
  return %b : vector<2xi32>
}
