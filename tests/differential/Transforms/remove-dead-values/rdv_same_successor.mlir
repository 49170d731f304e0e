// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// A conditional branch to one block with two different operands, and a
// block argument computed but only passed on.
func.func @t(%a: i32, %b: i32) -> i32 {
  %c = arith.cmpi eq, %a, %b : i32
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  cf.br ^bb2(%y, %x : i32, i32)
^bb2(%p: i32, %q: i32):
  return %q : i32
}
