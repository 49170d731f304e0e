// RUN: --allow-unregistered-dialect --convert-cf-to-llvm
// RUN: --allow-unregistered-dialect --mlir-print-op-generic --convert-cf-to-llvm
func.func @weights(%c: i1, %v: i64) {
  cf.cond_br %c, ^bb1(%v : i64), ^bb2 {branch_weights = array<i32: 99, 1>}
^bb1(%a: i64):
  cf.cond_br %c, ^bb2, ^bb1(%a : i64) {branch_weights = array<i32: 0, 7>, note = "hot"}
^bb2:
  cf.br ^bb3 {tag = 3 : i32}
^bb3:
  "test.done"() : () -> ()
  return
}
