// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// A branch's condition is live; so are the values it computes from.
func.func @choose(%a: i64, %b: i64) -> i64 {
  %c = arith.cmpi sgt, %a, %b : i64
  %x = arith.addi %a, %b : i64
  cf.cond_br %c, ^yes, ^no
^yes:
  return %a : i64
^no:
  %y = arith.subi %a, %b : i64
  return %b : i64
}
