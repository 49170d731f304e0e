// RUN: --convert-index-to-llvm
func.func @folded(%a: index) -> index {
  %c0 = index.constant 0
  %c3 = index.constant 3
  %c4 = index.constant 4
  %0 = index.add %a, %c0
  %1 = index.mul %c3, %c4
  %2 = index.add %0, %1
  return %2 : index
}
