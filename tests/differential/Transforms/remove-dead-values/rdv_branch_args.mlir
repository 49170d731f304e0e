// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// Branch operands whose values are dead go with the block arguments they
// feed; operands that are live stay even when the argument is unused.
func.func @blocks(%c: i1, %a: i32, %b: i32) -> i32 {
  %dead = arith.muli %a, %b : i32
  cf.cond_br %c, ^left(%dead, %a : i32, i32), ^right(%b, %dead : i32, i32)
^left(%l0: i32, %l1: i32):
  %s = arith.addi %l0, %a : i32
  cf.br ^join(%l1 : i32)
^right(%r0: i32, %r1: i32):
  cf.br ^join(%r0 : i32)
^join(%v: i32):
  return %v : i32
}
