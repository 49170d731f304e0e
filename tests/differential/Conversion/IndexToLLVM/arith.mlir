// RUN: --convert-index-to-llvm
// RUN: --convert-index-to-llvm=index-bitwidth=32
func.func @arith(%a: index, %b: index) -> (index, index, index) {
  %0 = index.add %a, %b
  %1 = index.sub %0, %b
  %2 = index.mul %1, %a
  return %0, %1, %2 : index, index, index
}
