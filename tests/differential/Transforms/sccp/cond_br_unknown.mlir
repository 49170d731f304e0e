// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// An unknown condition makes both successors executable; what each block
// computes from constants still folds.
func.func @both_live(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %c, ^a, ^b
^a:
  %x = arith.addi %c1, %c1 : i32
  cf.br ^join(%x : i32)
^b:
  %y = arith.muli %c2, %c1 : i32
  cf.br ^join(%y : i32)
^join(%j: i32):
  return %j : i32
}

func.func @different(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %c, ^join(%c1 : i32), ^join(%c2 : i32)
^join(%j: i32):
  %k = arith.addi %j, %c1 : i32
  return %k : i32
}

func.func @condition_from_arg(%a: i32, %b: i32) -> i32 {
  %lt = arith.cmpi ult, %a, %b : i32
  %c7 = arith.constant 7 : i32
  cf.cond_br %lt, ^left(%c7 : i32), ^right(%c7 : i32)
^left(%l: i32):
  return %l : i32
^right(%r: i32):
  %s = arith.subi %r, %c7 : i32
  return %s : i32
}

func.func @same_operands(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^join(%x : i32), ^join(%x : i32)
^join(%j: i32):
  return %j : i32
}
