// RUN: --canonicalize
// Patterns: AndOfExtUI,AndOfExtSI,OrOfExtUI,OrOfExtSI
// andi(extui x, extui y) -> extui(andi(x, y))
func.func @and_extui(%x: i8, %y: i8) -> i32 {
  %a = arith.extui %x : i8 to i32
  %b = arith.extui %y : i8 to i32
  %r = arith.andi %a, %b : i32
  return %r : i32
}
func.func @and_extsi(%x: i1, %y: i1) -> i64 {
  %a = arith.extsi %x : i1 to i64
  %b = arith.extsi %y : i1 to i64
  %r = arith.andi %a, %b : i64
  return %r : i64
}
func.func @or_extui_vector(%x: vector<2xi16>, %y: vector<2xi16>) -> vector<2xi32> {
  %a = arith.extui %x : vector<2xi16> to vector<2xi32>
  %b = arith.extui %y : vector<2xi16> to vector<2xi32>
  %r = arith.ori %a, %b : vector<2xi32>
  return %r : vector<2xi32>
}
func.func @or_extsi(%x: i8, %y: i8) -> i32 {
  %a = arith.extsi %x : i8 to i32
  %b = arith.extsi %y : i8 to i32
  %r = arith.ori %a, %b : i32
  return %r : i32
}
// different source widths: no rewrite
func.func @and_extui_mixed(%x: i8, %y: i16) -> i32 {
  %a = arith.extui %x : i8 to i32
  %b = arith.extui %y : i16 to i32
  %r = arith.andi %a, %b : i32
  return %r : i32
}
// extsi vs extui: no rewrite
func.func @or_mixed_kind(%x: i8, %y: i8) -> i32 {
  %a = arith.extsi %x : i8 to i32
  %b = arith.extui %y : i8 to i32
  %r = arith.ori %a, %b : i32
  return %r : i32
}
// same extension used twice: andi(a, a) is folded to a first (folder)
func.func @and_same(%x: i8) -> i32 {
  %a = arith.extui %x : i8 to i32
  %r = arith.andi %a, %a : i32
  return %r : i32
}
