// RUN: --convert-cf-to-llvm
// RUN: --convert-cf-to-llvm=index-bitwidth=32
// RUN: --mlir-print-debuginfo --convert-cf-to-llvm
func.func @args(%a: index, %b: index, %c: i1) -> index {
  cf.br ^bb1(%a, %b : index, index)
^bb1(%x: index, %y: index):
  cf.cond_br %c, ^bb2(%y : index), ^bb2(%x : index)
^bb2(%z: index):
  return %z : index
}
