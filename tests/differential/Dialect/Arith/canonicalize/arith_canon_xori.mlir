// RUN: --canonicalize
// Patterns: XOrINotCmpI,XOrIOfExtUI,XOrIOfExtSI
// xori(cmpi(p, a, b), true) -> cmpi(!p, a, b)
func.func @not_cmpi(%a: i32, %b: i32) -> (i1, i1, i1, i1) {
  %t = arith.constant true
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.xori %0, %t : i1
  %2 = arith.cmpi eq, %a, %b : i32
  %3 = arith.xori %t, %2 : i1
  %4 = arith.cmpi uge, %a, %b : i32
  %5 = arith.xori %4, %t : i1
  %6 = arith.cmpi sgt, %a, %b : i32
  %7 = arith.xori %6, %t : i1
  return %1, %3, %5, %7 : i1, i1, i1, i1
}
// cmpi has another use: still rewritten (cmpi kept for the other use)
func.func @not_cmpi_multi_use(%a: i32, %b: i32) -> (i1, i1) {
  %t = arith.constant true
  %0 = arith.cmpi ult, %a, %b : i32
  %1 = arith.xori %0, %t : i1
  return %0, %1 : i1, i1
}
// vector<i1> splat true: not matched (scalar i1 constant only)
func.func @not_cmpi_vector(%a: vector<2xi32>, %b: vector<2xi32>) -> vector<2xi1> {
  %t = arith.constant dense<true> : vector<2xi1>
  %0 = arith.cmpi sle, %a, %b : vector<2xi32>
  %1 = arith.xori %0, %t : vector<2xi1>
  return %1 : vector<2xi1>
}
// xori with false: folder (x ^ 0 = x), not the pattern
func.func @xor_false(%a: i32, %b: i32) -> i1 {
  %f = arith.constant false
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.xori %0, %f : i1
  return %1 : i1
}
// xori(extui x, extui y) -> extui(xori(x, y)) when x, y have the same type
func.func @xor_extui(%x: i8, %y: i8) -> i32 {
  %a = arith.extui %x : i8 to i32
  %b = arith.extui %y : i8 to i32
  %r = arith.xori %a, %b : i32
  return %r : i32
}
func.func @xor_extsi_vector(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi32> {
  %a = arith.extsi %x : vector<4xi8> to vector<4xi32>
  %b = arith.extsi %y : vector<4xi8> to vector<4xi32>
  %r = arith.xori %a, %b : vector<4xi32>
  return %r : vector<4xi32>
}
// different source types: no rewrite
func.func @xor_extui_mixed(%x: i8, %y: i16) -> i32 {
  %a = arith.extui %x : i8 to i32
  %b = arith.extui %y : i16 to i32
  %r = arith.xori %a, %b : i32
  return %r : i32
}
// mixed extui/extsi: no rewrite
func.func @xor_ext_mixed_kind(%x: i8, %y: i8) -> i32 {
  %a = arith.extui %x : i8 to i32
  %b = arith.extsi %y : i8 to i32
  %r = arith.xori %a, %b : i32
  return %r : i32
}
// ext has other uses: still rewritten
func.func @xor_extui_multi_use(%x: i8, %y: i8) -> (i32, i32) {
  %a = arith.extui %x : i8 to i32
  %b = arith.extui %y : i8 to i32
  %r = arith.xori %a, %b : i32
  return %r, %a : i32, i32
}
