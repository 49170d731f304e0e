// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// A private function nobody calls: its arguments are dead, its results
// go, and so does what computes them.
func.func private @orphan(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  return %s : i32
}
func.func @main() {
  return
}
