// RUN: --canonicalize
// Patterns: IndexCastOfIndexCast,IndexCastOfExtSI,IndexCastUIOfIndexCastUI,IndexCastUIOfExtUI
// index_cast(index_cast(x : index -> i8) : i8 -> index) -> x (the folder refuses: i8 is narrower than index)
func.func @cast_cast_narrow(%x: index) -> index {
  %a = arith.index_cast %x : index to i8
  %b = arith.index_cast %a : i8 to index
  return %b : index
}
// i64 -> index -> i64 round trip: also only this pattern (no index_cast folder does it in v22)
func.func @cast_cast_wide(%x: i64) -> i64 {
  %a = arith.index_cast %x : i64 to index
  %b = arith.index_cast %a : index to i64
  return %b : i64
}
// i64 -> index -> i32: types differ, no rewrite
func.func @cast_cast_diff(%x: i64) -> i32 {
  %a = arith.index_cast %x : i64 to index
  %b = arith.index_cast %a : index to i32
  return %b : i32
}
// vector round trip through a narrower type
func.func @cast_cast_vector(%x: vector<2xindex>) -> vector<2xindex> {
  %a = arith.index_cast %x : vector<2xindex> to vector<2xi16>
  %b = arith.index_cast %a : vector<2xi16> to vector<2xindex>
  return %b : vector<2xindex>
}
// index_cast(extsi(x)) -> index_cast(x)
func.func @cast_extsi(%x: i8) -> index {
  %a = arith.extsi %x : i8 to i32
  %b = arith.index_cast %a : i32 to index
  return %b : index
}
// index_cast(extui(x)): not matched by IndexCastOfExtSI
func.func @cast_extui(%x: i8) -> index {
  %a = arith.extui %x : i8 to i32
  %b = arith.index_cast %a : i32 to index
  return %b : index
}
// index_castui(index_castui(x : index -> i8) : i8 -> index) -> x
func.func @castui_castui_narrow(%x: index) -> index {
  %a = arith.index_castui %x : index to i8
  %b = arith.index_castui %a : i8 to index
  return %b : index
}
// index_castui(extui(x)) -> index_castui(x)
func.func @castui_extui(%x: i8) -> index {
  %a = arith.extui %x : i8 to i32
  %b = arith.index_castui %a : i32 to index
  return %b : index
}
func.func @castui_extui_vector(%x: vector<4xi8>) -> vector<4xindex> {
  %a = arith.extui %x : vector<4xi8> to vector<4xi32>
  %b = arith.index_castui %a : vector<4xi32> to vector<4xindex>
  return %b : vector<4xindex>
}
// index_castui(extsi(x)): not matched
func.func @castui_extsi(%x: i8) -> index {
  %a = arith.extsi %x : i8 to i32
  %b = arith.index_castui %a : i32 to index
  return %b : index
}
// mixed index_cast / index_castui: not matched
func.func @mixed(%x: index) -> index {
  %a = arith.index_cast %x : index to i8
  %b = arith.index_castui %a : i8 to index
  return %b : index
}
