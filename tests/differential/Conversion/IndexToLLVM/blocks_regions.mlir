// RUN: --convert-index-to-llvm
// RUN: --convert-index-to-llvm=index-bitwidth=32
func.func @blocks(%a: index, %c: i1) -> index {
  cf.cond_br %c, ^bb1(%a : index), ^bb2
^bb1(%x: index):
  %0 = index.mul %x, %x
  cf.br ^bb2
^bb2:
  %1 = scf.if %c -> index {
    %2 = index.shl %a, %a
    scf.yield %2 : index
  } else {
    scf.yield %a : index
  }
  return %1 : index
}
