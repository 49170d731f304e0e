// RUN: --canonicalize
// Patterns: CmpIExtSI,CmpIExtUI
// cmpi eq/ne (extsi a), (extsi b) -> cmpi eq/ne a, b
func.func @eq_extsi(%a: i8, %b: i8) -> i1 {
  %x = arith.extsi %a : i8 to i32
  %y = arith.extsi %b : i8 to i32
  %r = arith.cmpi eq, %x, %y : i32
  return %r : i1
}
func.func @ne_extui(%a: i8, %b: i8) -> i1 {
  %x = arith.extui %a : i8 to i32
  %y = arith.extui %b : i8 to i32
  %r = arith.cmpi ne, %x, %y : i32
  return %r : i1
}
func.func @eq_extui_vector(%a: vector<4xi8>, %b: vector<4xi8>) -> vector<4xi1> {
  %x = arith.extui %a : vector<4xi8> to vector<4xi32>
  %y = arith.extui %b : vector<4xi8> to vector<4xi32>
  %r = arith.cmpi eq, %x, %y : vector<4xi32>
  return %r : vector<4xi1>
}
// ordering predicates: no rewrite
func.func @slt_extsi(%a: i8, %b: i8) -> i1 {
  %x = arith.extsi %a : i8 to i32
  %y = arith.extsi %b : i8 to i32
  %r = arith.cmpi slt, %x, %y : i32
  return %r : i1
}
func.func @ult_extui(%a: i8, %b: i8) -> i1 {
  %x = arith.extui %a : i8 to i32
  %y = arith.extui %b : i8 to i32
  %r = arith.cmpi ult, %x, %y : i32
  return %r : i1
}
// different source types: no rewrite
func.func @eq_mixed_width(%a: i8, %b: i16) -> i1 {
  %x = arith.extsi %a : i8 to i32
  %y = arith.extsi %b : i16 to i32
  %r = arith.cmpi eq, %x, %y : i32
  return %r : i1
}
// extsi vs extui: no rewrite
func.func @eq_mixed_kind(%a: i8, %b: i8) -> i1 {
  %x = arith.extsi %a : i8 to i32
  %y = arith.extui %b : i8 to i32
  %r = arith.cmpi eq, %x, %y : i32
  return %r : i1
}
