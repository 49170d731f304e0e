// RUN:
// RUN: --mlir-print-op-generic
// cf.cond_br with branch weights `weights([t, f])`, with and without
// successor operands; the generic form shows branch_weights = array<i32: ...>.
func.func @weights(%c: i1, %a: i8) -> i8 {
  cf.cond_br %c weights([3, 5]), ^bb1, ^bb2
^bb1:
  cf.cond_br %c weights([0, 100]), ^bb2, ^bb3(%a : i8)
^bb2:
  cf.cond_br %c weights([2147483647, 1]), ^bb3(%a : i8), ^bb3(%a : i8) {z.z}
^bb3(%x: i8):
  return %x : i8
}
