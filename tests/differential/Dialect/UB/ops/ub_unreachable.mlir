// RUN:
// RUN: --mlir-print-op-generic
// ub.unreachable as a terminator, in the entry block and in a branch target,
// with and without a discardable attribute.
func.func @never() {
  ub.unreachable
}
func.func @maybe(%c: i1) -> i32 {
  %p = ub.poison : i32
  cf.cond_br %c, ^ok, ^bad
^ok:
  return %p : i32
^bad:
  ub.unreachable {reason = "impossible"}
}
