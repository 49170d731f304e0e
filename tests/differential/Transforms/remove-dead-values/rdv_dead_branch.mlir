// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// A branch in a block never reached, on a condition computed there: the
// condition is not live, so the branch goes and ub.unreachable ends the
// block.
func.func @t(%a: i32, %b: i32) -> i32 {
  cf.br ^live
^live:
  return %a : i32
^dead(%x: i32):
  %c = arith.cmpi eq, %x, %b : i32
  cf.cond_br %c, ^live, ^dead(%x : i32)
}
