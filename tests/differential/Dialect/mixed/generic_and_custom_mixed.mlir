// RUN:
// RUN: --mlir-print-op-generic
// Generic and custom forms mixed in one function: custom ops consume values
// of generic ops and vice versa; blocks are referenced from both forms.
func.func @mixed(%a: index, %c: i1) -> index {
  %0 = "arith.constant"() <{value = 0 : index}> : () -> index
  %1 = arith.addi %a, %0 : index
  %2 = "arith.muli"(%1, %1) : (index, index) -> index
  "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  %3 = arith.constant 0 : index
  cf.br ^bb3(%3 : index)
^bb2:
  "cf.br"(%2)[^bb3] : (index) -> ()
^bb3(%r: index):
  "func.return"(%r) : (index) -> ()
}
