// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// Public functions keep their signatures, even with arguments and results
// nobody needs; dead ops in their bodies still go.
func.func @exported(%a: i32, %b: i32) -> (i32, i32) {
  %dead = arith.muli %a, %b : i32
  %dead2 = arith.addi %dead, %a : i32
  return %a, %b : i32, i32
}
func.func @caller(%a: i32) -> i32 {
  %r:2 = call @exported(%a, %a) : (i32, i32) -> (i32, i32)
  return %r#1 : i32
}
