// RUN: --allow-unregistered-dialect --convert-index-to-llvm
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo --convert-index-to-llvm=index-bitwidth=32
func.func @mixed(%a: index, %t: i1) -> index {
  %0 = "test.producer"() : () -> index
  %1 = index.add %a, %0
  "test.consumer"(%1) : (index) -> ()
  %2 = arith.addi %1, %a : index
  %3 = index.sub %2, %1
  %4 = arith.select %t, %3, %a : index
  return %4 : index
}
