// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// A cf loop: the counter is widened after it changes once known; a
// value the loop keeps is still known.
func.func @cf_loop(%n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c7 = arith.constant 7 : i32
  cf.br ^head(%c0, %c7 : i32, i32)
^head(%i: i32, %k: i32):
  %lt = arith.cmpi slt, %i, %n : i32
  cf.cond_br %lt, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : i32
  cf.br ^head(%next, %k : i32, i32)
^exit:
  return %i, %k : i32, i32
}

func.func @cf_masked_loop(%n: i8) -> i1 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c15 = arith.constant 15 : i8
  %c16 = arith.constant 16 : i8
  cf.br ^head(%c0 : i8)
^head(%i: i8):
  %lt = arith.cmpi slt, %i, %n : i8
  cf.cond_br %lt, ^body, ^exit
^body:
  %inc = arith.addi %i, %c1 : i8
  %next = arith.andi %inc, %c15 : i8
  cf.br ^head(%next : i8)
^exit:
  %b = arith.cmpi ult, %i, %c16 : i8
  return %b : i1
}
