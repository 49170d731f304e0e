// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// A private function returning from several blocks: each return loses the
// operand of the dropped result.
func.func private @split(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  cf.cond_br %c, ^one, ^two
^one:
  %x = arith.addi %a, %b : i32
  return %x, %a : i32, i32
^two:
  %y = arith.subi %a, %b : i32
  return %y, %b : i32, i32
}
func.func @main(%c: i1, %a: i32, %b: i32) -> i32 {
  %r:2 = call @split(%c, %a, %b) : (i1, i32, i32) -> (i32, i32)
  return %r#0 : i32
}
