// RUN: --convert-cf-to-llvm
// RUN: --convert-cf-to-llvm=index-bitwidth=32
func.func @loop(%lb: index, %ub: index, %step: index) -> index {
  cf.br ^header(%lb, %lb : index, index)
^header(%i: index, %acc: index):
  %cond = arith.cmpi slt, %i, %ub : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %next_acc = arith.addi %acc, %i : index
  %next = arith.addi %i, %step : index
  cf.br ^header(%next, %next_acc : index, index)
^exit:
  return %acc : index
}
