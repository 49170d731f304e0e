// RUN: --canonicalize
// index folds next to arith: each dialect materializes its own constants.

func.func @mixed(%a: index) -> (index, i1, index, i32) {
  %c2 = arith.constant 2 : index
  %c3 = index.constant 3
  %0 = index.add %c2, %c3
  %1 = index.cmp ult(%0, %c2)
  %2 = arith.addi %0, %c3 : index
  %3 = index.casts %c3 : index to i32
  return %0, %1, %2, %3 : index, i1, index, i32
}

func.func @bool_cast(%a: index) -> (i1, i1) {
  %c1 = index.constant 1
  %c2 = index.constant 2
  %0 = index.castu %c1 : index to i1
  %1 = index.casts %c2 : index to i1
  return %0, %1 : i1, i1
}
