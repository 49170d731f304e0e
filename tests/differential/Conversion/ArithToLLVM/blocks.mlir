// RUN: --convert-arith-to-llvm
// Several blocks joined by cf branches, which stay: index values passed to
// block arguments are cast back.
func.func @blocks(%c: i1, %i: index, %a: i32) -> index {
  %c1 = arith.constant 1 : index
  cf.cond_br %c, ^bb1(%i : index), ^bb2
^bb1(%x: index):
  %0 = arith.addi %x, %c1 : index
  cf.br ^bb3(%0 : index)
^bb2:
  %1 = arith.index_cast %a : i32 to index
  cf.br ^bb3(%1 : index)
^bb3(%y: index):
  %2 = arith.muli %y, %y : index
  return %2 : index
}
