// RUN: --canonicalize
// Patterns: AddUIExtendedToAddI
// addui_extended(x, y) with unused overflow -> addi(x, y)
func.func @unused_overflow(%x: i32, %y: i32) -> i32 {
  %s, %o = arith.addui_extended %x, %y : i32, i1
  return %s : i32
}
func.func @unused_overflow_vector(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %s, %o = arith.addui_extended %x, %y : vector<4xi8>, vector<4xi1>
  return %s : vector<4xi8>
}
// overflow used: no rewrite
func.func @used_overflow(%x: i32, %y: i32) -> (i32, i1) {
  %s, %o = arith.addui_extended %x, %y : i32, i1
  return %s, %o : i32, i1
}
// nothing used: op is erased as dead (not the pattern)
func.func @all_unused(%x: i32, %y: i32) {
  %s, %o = arith.addui_extended %x, %y : i32, i1
  return
}
