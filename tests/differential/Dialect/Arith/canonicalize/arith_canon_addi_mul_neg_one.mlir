// RUN: --canonicalize
// Patterns: AddIMulNegativeOneRhs,AddIMulNegativeOneLhs
// addi(x, muli(y, -1)) -> subi(x, y); overflow flags of both dropped
func.func @rhs(%x: i32, %y: i32) -> i32 {
  %m1 = arith.constant -1 : i32
  %m = arith.muli %y, %m1 overflow<nsw> : i32
  %r = arith.addi %x, %m overflow<nsw, nuw> : i32
  return %r : i32
}
// addi(muli(x, -1), y) -> subi(y, x)
func.func @lhs(%x: i32, %y: i32) -> i32 {
  %m1 = arith.constant -1 : i32
  %m = arith.muli %x, %m1 : i32
  %r = arith.addi %m, %y : i32
  return %r : i32
}
// splat vector -1 is matched
func.func @rhs_vector(%x: vector<4xi16>, %y: vector<4xi16>) -> vector<4xi16> {
  %m1 = arith.constant dense<-1> : vector<4xi16>
  %m = arith.muli %y, %m1 : vector<4xi16>
  %r = arith.addi %x, %m : vector<4xi16>
  return %r : vector<4xi16>
}
// multiplier not -1: no rewrite
func.func @rhs_not_minus_one(%x: i32, %y: i32) -> i32 {
  %m2 = arith.constant -2 : i32
  %m = arith.muli %y, %m2 : i32
  %r = arith.addi %x, %m : i32
  return %r : i32
}
// non-splat vector: no rewrite
func.func @rhs_nonsplat(%x: vector<2xi32>, %y: vector<2xi32>) -> vector<2xi32> {
  %m1 = arith.constant dense<[-1, 1]> : vector<2xi32>
  %m = arith.muli %y, %m1 : vector<2xi32>
  %r = arith.addi %x, %m : vector<2xi32>
  return %r : vector<2xi32>
}
// muli has another use: still rewritten (no one-use check), muli stays
func.func @rhs_multi_use(%x: i32, %y: i32) -> (i32, i32) {
  %m1 = arith.constant -1 : i32
  %m = arith.muli %y, %m1 : i32
  %r = arith.addi %x, %m : i32
  return %r, %m : i32, i32
}
// both operands are muli(_, -1): which wins depends on pattern order
func.func @both(%x: i32, %y: i32) -> i32 {
  %m1 = arith.constant -1 : i32
  %a = arith.muli %x, %m1 : i32
  %b = arith.muli %y, %m1 : i32
  %r = arith.addi %a, %b : i32
  return %r : i32
}
// i1: -1 is true
func.func @i1(%x: i1, %y: i1) -> i1 {
  %t = arith.constant true
  %m = arith.muli %y, %t : i1
  %r = arith.addi %x, %m : i1
  return %r : i1
}
