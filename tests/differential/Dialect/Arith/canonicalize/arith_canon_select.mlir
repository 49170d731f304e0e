// RUN: --canonicalize
// RUN: --canonicalize --mlir-print-debuginfo
// Patterns: SelectNotCond,RedundantSelectTrue,RedundantSelectFalse,SelectI1ToNot,SelectToExtUI
// select(xori(c, true), a, b) -> select(c, b, a)
func.func @not_cond(%c: i1, %a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = arith.select %n, %a, %b : i32
  return %r : i32
}
// scalar i1 cond, vector operands
func.func @not_cond_vector_values(%c: i1, %a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %t = arith.constant true
  %n = arith.xori %t, %c : i1
  %r = arith.select %n, %a, %b : vector<4xf32>
  return %r : vector<4xf32>
}
// vector<i1> condition negated with a splat: not matched (APIntAttr is scalar only)
func.func @not_cond_vector_cond(%c: vector<4xi1>, %a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %t = arith.constant dense<true> : vector<4xi1>
  %n = arith.xori %c, %t : vector<4xi1>
  %r = arith.select %n, %a, %b : vector<4xi1>, vector<4xi32>
  return %r : vector<4xi32>
}
// select(c, select(c, a, b), d) -> select(c, a, d)
func.func @redundant_true(%c: i1, %a: i32, %b: i32, %d: i32) -> i32 {
  %s = arith.select %c, %a, %b : i32
  %r = arith.select %c, %s, %d : i32
  return %r : i32
}
// select(c, a, select(c, b, d)) -> select(c, a, d)
func.func @redundant_false(%c: i1, %a: f32, %b: f32, %d: f32) -> f32 {
  %s = arith.select %c, %b, %d : f32
  %r = arith.select %c, %a, %s : f32
  return %r : f32
}
// different conditions: no rewrite
func.func @redundant_other_cond(%c: i1, %e: i1, %a: i32, %b: i32, %d: i32) -> i32 {
  %s = arith.select %e, %a, %b : i32
  %r = arith.select %c, %s, %d : i32
  return %r : i32
}
// select(c, false, true) -> xori(c, true)
func.func @i1_to_not(%c: i1) -> i1 {
  %t = arith.constant true
  %f = arith.constant false
  %r = arith.select %c, %f, %t : i1
  return %r : i1
}
// vector<i1> select(c, false, true): not matched by SelectI1ToNot
func.func @i1_to_not_vector(%c: vector<2xi1>) -> vector<2xi1> {
  %t = arith.constant dense<true> : vector<2xi1>
  %f = arith.constant dense<false> : vector<2xi1>
  %r = arith.select %c, %f, %t : vector<2xi1>, vector<2xi1>
  return %r : vector<2xi1>
}
// C++ SelectToExtUI: select(c, 1, 0) -> extui c
func.func @to_extui(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32 loc("one")
  %c0 = arith.constant 0 : i32 loc("zero")
  %r = arith.select %c, %c1, %c0 : i32 loc("sel")
  return %r : i32
}
// select(c, 0, 1) -> extui(xori(c, true))
func.func @to_extui_inverted(%c: i1) -> i64 {
  %c1 = arith.constant 1 : i64
  %c0 = arith.constant 0 : i64
  %r = arith.select %c, %c0, %c1 : i64 loc("sel2")
  return %r : i64
}
// index result: not IntegerType, no rewrite
func.func @to_extui_index(%c: i1) -> index {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %r = arith.select %c, %c1, %c0 : index
  return %r : index
}
// vector result: no rewrite
func.func @to_extui_vector(%c: vector<2xi1>) -> vector<2xi32> {
  %c1 = arith.constant dense<1> : vector<2xi32>
  %c0 = arith.constant dense<0> : vector<2xi32>
  %r = arith.select %c, %c1, %c0 : vector<2xi1>, vector<2xi32>
  return %r : vector<2xi32>
}
// select(c, 2, 0): no rewrite
func.func @to_extui_two(%c: i1) -> i32 {
  %c2 = arith.constant 2 : i32
  %c0 = arith.constant 0 : i32
  %r = arith.select %c, %c2, %c0 : i32
  return %r : i32
}
