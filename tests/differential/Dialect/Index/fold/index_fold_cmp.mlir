// RUN: --canonicalize
// Comparisons of constants: folded when 32-bit and 64-bit index agree.

func.func @agree() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c5 = index.constant 5
  %m5 = index.constant -5
  %0 = index.cmp eq(%c5, %m5)
  %1 = index.cmp ne(%c5, %m5)
  %2 = index.cmp slt(%c5, %m5)
  %3 = index.cmp sle(%m5, %c5)
  %4 = index.cmp sgt(%c5, %m5)
  %5 = index.cmp sge(%m5, %m5)
  %6 = index.cmp ult(%c5, %m5)
  %7 = index.cmp ule(%m5, %c5)
  %8 = index.cmp ugt(%c5, %m5)
  %9 = index.cmp uge(%c5, %m5)
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @disagree() -> (i1, i1, i1, i1, i1, i1) {
  %c0 = index.constant 0
  %c5 = index.constant 5
  %two31 = index.constant 2147483648
  %big = index.constant 4294967296
  %big5 = index.constant 4294967301
  %0 = index.cmp eq(%big, %c0)
  %1 = index.cmp ne(%big5, %c5)
  %2 = index.cmp slt(%two31, %c0)
  %3 = index.cmp ult(%big, %c5)
  %4 = index.cmp sgt(%big, %two31)
  %5 = index.cmp ugt(%big, %two31)
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}
