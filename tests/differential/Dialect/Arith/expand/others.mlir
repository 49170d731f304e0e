// RUN: --arith-expand
// Ops the pass leaves (other arith ops, other dialects) and those of other dialects it folds, as its conversion does; expansions inside regions and blocks.
func.func @untouched(%a: i32, %b: i32, %m: memref<4x?xf32>) -> (i32, index, index) {
  %c0 = arith.constant 0 : index
  %0 = arith.divsi %a, %b : i32
  %1 = arith.addi %0, %a : i32
  %2 = arith.muli %1, %b overflow<nsw> : i32
  %d = memref.dim %m, %c0 : memref<4x?xf32>
  %c1 = index.constant 1
  %c2 = index.constant 2
  %s = index.add %c1, %c2
  return %2, %d, %s : i32, index, index
}

func.func @regions(%c: i1, %a: index, %b: index) -> index {
  %0 = scf.if %c -> index {
    %1 = arith.ceildivsi %a, %b : index
    scf.yield %1 : index
  } else {
    %2 = arith.maxsi %a, %b : index
    scf.yield %2 : index
  }
  cf.br ^bb1(%0 : index)
^bb1(%x: index):
  %3 = arith.floordivsi %x, %b : index
  return %3 : index
}
