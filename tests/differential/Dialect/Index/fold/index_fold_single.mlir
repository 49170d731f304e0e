// RUN: --test-single-fold
// RUN: --canonicalize
// sizeof never folds; constants fold through a chain.

func.func @single(%a: index) -> (index, index, index, i1) {
  %s = index.sizeof
  %c8 = index.constant 8
  %c2 = index.constant 2
  %0 = index.mul %s, %c8
  %1 = index.add %c8, %c2
  %2 = index.shl %1, %c2
  %3 = index.cmp eq(%0, %0)
  return %0, %1, %2, %3 : index, index, index, i1
}
