// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// A private function loses the arguments nothing needs; its calls lose the
// operands passed to them. The public caller keeps its own signature.
func.func private @pick(%unused: i64, %kept: i64, %also: f32) -> i64 {
  %twice = arith.addi %kept, %kept : i64
  return %twice : i64
}
func.func @caller(%p: i64, %q: i64, %r: f32) -> i64 {
  %a = call @pick(%p, %q, %r) : (i64, i64, f32) -> i64
  %b = call @pick(%q, %p, %r) : (i64, i64, f32) -> i64
  %s = arith.muli %a, %b : i64
  return %s : i64
}
