// RUN: --canonicalize
// cmp of a min or max with a constant, decided by the bounds it implies.

func.func @decided(%a: index) -> (i1, i1, i1, i1, i1, i1) {
  %c5 = index.constant 5
  %c10 = index.constant 10
  %0 = index.mins %a, %c5
  %1 = index.cmp slt(%0, %c10)
  %2 = index.maxs %a, %c10
  %3 = index.cmp sge(%2, %c5)
  %4 = index.minu %a, %c5
  %5 = index.cmp ugt(%4, %c10)
  %6 = index.maxu %a, %c10
  %7 = index.cmp eq(%6, %c5)
  %8 = index.cmp ne(%4, %c10)
  %9 = index.cmp sle(%0, %c5)
  return %1, %3, %5, %7, %8, %9 : i1, i1, i1, i1, i1, i1
}

func.func @undecided(%a: index) -> (i1, i1) {
  %c5 = index.constant 5
  %c3 = index.constant 3
  %0 = index.mins %a, %c5
  %1 = index.cmp slt(%0, %c3)
  %2 = index.maxu %a, %c3
  %3 = index.cmp eq(%2, %c5)
  return %1, %3 : i1, i1
}

// Bounds that differ at 32 bits: 2^32 is 0 there.
func.func @widths_differ(%a: index) -> (i1, i1) {
  %big = index.constant 4294967296
  %c5 = index.constant 5
  %0 = index.minu %a, %big
  %1 = index.cmp ule(%0, %big)
  %2 = index.maxu %a, %big
  %3 = index.cmp ugt(%2, %c5)
  return %1, %3 : i1, i1
}

func.func @same_operands(%a: index) -> (i1, i1, i1, i1) {
  %0 = index.cmp eq(%a, %a)
  %1 = index.cmp slt(%a, %a)
  %2 = index.cmp uge(%a, %a)
  %3 = index.cmp ne(%a, %a)
  return %0, %1, %2, %3 : i1, i1, i1, i1
}
