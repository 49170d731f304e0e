// RUN: --canonicalize --mlir-print-debuginfo
// Patterns: CmpFIntToFPConst,AddIAddConstant
// A constant created by a pattern that is merged with an equal constant ends up with loc(unknown)
func.func @one(%x: i32) -> i1 {
  %c5 = arith.constant 5.0 : f64 loc("c5")
  %f = arith.sitofp %x : i32 to f64 loc("cast")
  %0 = arith.cmpf olt, %f, %c5 : f64 loc("cmp")
  return %0 : i1
}
func.func @two(%x: i32) -> (i1, i1) {
  %c5 = arith.constant 5.0 : f64 loc("c5")
  %f = arith.sitofp %x : i32 to f64 loc("cast")
  %0 = arith.cmpf olt, %f, %c5 : f64 loc("cmpA")
  %1 = arith.cmpf ogt, %f, %c5 : f64 loc("cmpB")
  return %0, %1 : i1, i1
}
func.func @addtwo(%x: i32, %y: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c2 = arith.constant 2 : i32 loc("c2")
  %a = arith.addi %x, %c1 : i32 loc("innerA")
  %b = arith.addi %a, %c2 : i32 loc("outerA")
  %c = arith.addi %y, %c1 : i32 loc("innerB")
  %d = arith.addi %c, %c2 : i32 loc("outerB")
  return %b, %d : i32, i32
}
