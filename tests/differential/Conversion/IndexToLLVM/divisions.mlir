// RUN: --convert-index-to-llvm
// RUN: --convert-index-to-llvm=index-bitwidth=32
func.func @divs(%a: index, %b: index) -> (index, index, index, index) {
  %0 = index.divs %a, %b
  %1 = index.divu %a, %b
  %2 = index.rems %a, %b
  %3 = index.remu %a, %b
  return %0, %1, %2, %3 : index, index, index, index
}
