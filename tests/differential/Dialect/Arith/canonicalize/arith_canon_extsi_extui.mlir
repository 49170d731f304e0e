// RUN: --canonicalize
// Patterns: ExtSIOfExtUI
// extsi(extui(x)) -> extui(x)
func.func @scalar(%x: i8) -> i64 {
  %a = arith.extui %x : i8 to i32
  %b = arith.extsi %a : i32 to i64
  return %b : i64
}
func.func @vector(%x: vector<2xi1>) -> vector<2xi32> {
  %a = arith.extui %x : vector<2xi1> to vector<2xi8>
  %b = arith.extsi %a : vector<2xi8> to vector<2xi32>
  return %b : vector<2xi32>
}
// extui(extsi(x)): not this pattern (no rewrite)
func.func @reverse(%x: i8) -> i64 {
  %a = arith.extsi %x : i8 to i32
  %b = arith.extui %a : i32 to i64
  return %b : i64
}
// extsi(extsi(x)) is a folder, shown for contrast
func.func @extsi_extsi(%x: i8) -> i64 {
  %a = arith.extsi %x : i8 to i32
  %b = arith.extsi %a : i32 to i64
  return %b : i64
}
