// RUN: --convert-scf-to-cf --convert-arith-to-llvm --convert-cf-to-llvm --convert-index-to-llvm --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts --convert-ub-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
func.func @f(%a: index, %b: index, %c: i1) -> index {
  cf.assert %c, "a must hold"
  %d = index.ceildivs %a, %b
  %p = ub.poison : index
  %s = arith.select %c, %d, %p : index
  return %s : index
}
