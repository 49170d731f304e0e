// RUN: --canonicalize
// Patterns: SubISubILHSRHSLHS
// subi(subi(a, b), a) -> subi(0, b); flags intersected
func.func @scalar(%a: i32, %b: i32) -> i32 {
  %s = arith.subi %a, %b overflow<nsw, nuw> : i32
  %r = arith.subi %s, %a overflow<nsw> : i32
  return %r : i32
}
// vectors work (zero is a dense splat)
func.func @vector(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %s = arith.subi %a, %b : vector<4xi32>
  %r = arith.subi %s, %a : vector<4xi32>
  return %r : vector<4xi32>
}
func.func @index(%a: index, %b: index) -> index {
  %s = arith.subi %a, %b : index
  %r = arith.subi %s, %a : index
  return %r : index
}
// subi(subi(a, b), b): different shape, not this pattern
func.func @no_match(%a: i32, %b: i32) -> i32 {
  %s = arith.subi %a, %b : i32
  %r = arith.subi %s, %b : i32
  return %r : i32
}
