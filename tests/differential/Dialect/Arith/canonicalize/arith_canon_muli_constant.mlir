// RUN: --canonicalize
// Patterns: MulIMulIConstant
// muli(muli(x, c0), c1) -> muli(x, c0 * c1); flags intersected
func.func @scalar(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.muli %x, %c3 overflow<nsw, nuw> : i32
  %r = arith.muli %a, %c5 overflow<nuw> : i32
  return %r : i32
}
// product wraps (i8: 16 * 16 = 0), then the folder sees muli(x, 0) -> 0
func.func @wrap_to_zero(%x: i8) -> i8 {
  %c16 = arith.constant 16 : i8
  %a = arith.muli %x, %c16 : i8
  %r = arith.muli %a, %c16 : i8
  return %r : i8
}
func.func @index(%x: index) -> index {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %a = arith.muli %c3, %x : index
  %r = arith.muli %c5, %a : index
  return %r : index
}
// vector splats: not matched
func.func @vector(%x: vector<2xi32>) -> vector<2xi32> {
  %c3 = arith.constant dense<3> : vector<2xi32>
  %c5 = arith.constant dense<5> : vector<2xi32>
  %a = arith.muli %x, %c3 : vector<2xi32>
  %r = arith.muli %a, %c5 : vector<2xi32>
  return %r : vector<2xi32>
}
