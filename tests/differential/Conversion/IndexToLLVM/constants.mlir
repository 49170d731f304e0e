// RUN: --convert-index-to-llvm
// RUN: --convert-index-to-llvm=index-bitwidth=32
// RUN: --mlir-print-op-generic --convert-index-to-llvm=index-bitwidth=8
func.func @constants() -> (index, index, index, index, i1, i1) {
  %0 = index.constant 42
  %1 = index.constant -1
  %2 = index.constant 4294967298
  %3 = index.sizeof
  %4 = index.bool.constant true
  %5 = index.bool.constant false
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, i1, i1
}
