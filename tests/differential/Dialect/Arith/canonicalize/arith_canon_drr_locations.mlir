// RUN: --canonicalize --mlir-print-debuginfo
// Patterns: XOrINotCmpI,SubISubILHSRHSLHS,TruncIExtSIToExtSI,MulFOfNegF,AddIAddConstant,AddIMulNegativeOneRhs,AndOfExtUI
// Which locations DRR fuses onto the ops it creates (named locs make the fused lists readable)
func.func @xor(%a: i32, %b: i32) -> i1 {
  %t = arith.constant true loc("true")
  %0 = arith.cmpi slt, %a, %b : i32 loc("cmpi")
  %1 = arith.xori %0, %t : i1 loc("xori")
  return %1 : i1
}
func.func @sub(%a: i32, %b: i32) -> i32 {
  %s = arith.subi %a, %b : i32 loc("inner")
  %r = arith.subi %s, %a : i32 loc("outer")
  return %r : i32
}
func.func @trunc(%x: i8) -> i32 {
  %a = arith.extsi %x : i8 to i64 loc("ext")
  %b = arith.trunci %a : i64 to i32 loc("trunc")
  return %b : i32
}
func.func @mulf(%x: f32, %y: f32) -> f32 {
  %a = arith.negf %x : f32 loc("negx")
  %b = arith.negf %y : f32 loc("negy")
  %r = arith.mulf %a, %b : f32 loc("mul")
  return %r : f32
}
func.func @addc(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c2 = arith.constant 2 : i32 loc("c2")
  %a = arith.addi %x, %c1 : i32 loc("inner")
  %b = arith.addi %a, %c2 : i32 loc("outer")
  return %b : i32
}
func.func @muln(%x: i32, %y: i32) -> i32 {
  %m1 = arith.constant -1 : i32 loc("m1")
  %m = arith.muli %y, %m1 : i32 loc("mul")
  %r = arith.addi %x, %m : i32 loc("add")
  return %r : i32
}
func.func @ext(%x: i8, %y: i8) -> i32 {
  %a = arith.extui %x : i8 to i32 loc("ea")
  %b = arith.extui %y : i8 to i32 loc("eb")
  %r = arith.andi %a, %b : i32 loc("and")
  return %r : i32
}
