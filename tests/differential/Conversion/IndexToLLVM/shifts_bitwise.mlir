// RUN: --convert-index-to-llvm
// RUN: --mlir-print-op-generic --convert-index-to-llvm=index-bitwidth=32
func.func @bits(%a: index, %b: index) -> index {
  %0 = index.shl %a, %b
  %1 = index.shrs %0, %b
  %2 = index.shru %1, %b
  %3 = index.and %2, %a
  %4 = index.or %3, %b
  %5 = index.xor %4, %a
  return %5 : index
}
