// RUN: --convert-index-to-llvm
// RUN: --convert-index-to-llvm=index-bitwidth=32
func.func @minmax(%a: index, %b: index) -> (index, index, index, index) {
  %0 = index.maxs %a, %b
  %1 = index.mins %a, %b
  %2 = index.maxu %a, %b
  %3 = index.minu %a, %b
  return %0, %1, %2, %3 : index, index, index, index
}
