// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// A loop of blocks: a counter that decides the exit stays, an accumulator
// nobody reads after the loop is computed anyway (its operands are live
// through the argument it also feeds).
func.func @count(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0, %c0 : i32, i32)
^head(%i: i32, %acc: i32):
  %done = arith.cmpi sge, %i, %n : i32
  cf.cond_br %done, ^exit, ^body
^body:
  %next = arith.addi %i, %c1 : i32
  %sum = arith.addi %acc, %i : i32
  cf.br ^head(%next, %sum : i32, i32)
^exit:
  return %i : i32
}
