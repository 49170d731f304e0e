// RUN: --convert-cf-to-llvm
// RUN: --convert-cf-to-llvm=index-bitwidth=32
func.func @f(%c: i1, %i: index) -> index {
  cf.cond_br %c, ^bb1(%i : index), ^bb2(%i : index)
^bb1(%a: index):
  cf.assert %c, "in bb1"
  cf.br ^bb2(%a : index)
^bb2(%b: index):
  %ok = arith.cmpi ult, %b, %i : index
  cf.assert %ok, "bound"
  return %b : index
}
llvm.func @g(%c: i1) {
  cf.assert %c, "inside llvm.func"
  llvm.return
}
module @inner {
  func.func @h(%c: i1) {
    cf.assert %c, "nested module"
    return
  }
}
