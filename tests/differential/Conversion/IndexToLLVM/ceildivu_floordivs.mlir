// RUN: --convert-index-to-llvm
// RUN: --convert-index-to-llvm=index-bitwidth=16
func.func @ceildivu(%n: index, %m: index) -> index {
  %0 = index.ceildivu %n, %m
  return %0 : index
}
func.func @floordivs(%n: index, %m: index) -> index {
  %0 = index.floordivs %n, %m
  return %0 : index
}
func.func @chained(%n: index, %m: index) -> index {
  %0 = index.floordivs %n, %m
  %1 = index.ceildivs %0, %n
  %2 = index.ceildivu %1, %0
  return %2 : index
}
