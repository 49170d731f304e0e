// RUN: --convert-index-to-llvm
// RUN: --convert-index-to-llvm=index-bitwidth=32
// RUN: --mlir-print-op-generic --convert-index-to-llvm
func.func @ceildivs(%n: index, %m: index) -> index {
  %0 = index.ceildivs %n, %m
  return %0 : index
}
