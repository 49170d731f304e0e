// RUN: --convert-ub-to-llvm
// RUN: --mlir-print-debuginfo --convert-ub-to-llvm
func.func @f(%c: i1) -> index {
  %0 = ub.poison : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  return %0 : index
}
llvm.func @g() {
  ub.unreachable
}
