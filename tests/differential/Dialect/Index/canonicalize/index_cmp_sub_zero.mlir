// RUN: --canonicalize
// cmp(sub(a, b), 0) becomes cmp(a, b); cmp(0, sub(a, b)) becomes cmp(b, a).

func.func @rhs_zero(%a: index, %b: index) -> (i1, i1, i1) {
  %c0 = index.constant 0
  %d = index.sub %a, %b
  %0 = index.cmp slt(%d, %c0)
  %1 = index.cmp eq(%d, %c0)
  %2 = index.cmp uge(%d, %c0)
  return %0, %1, %2 : i1, i1, i1
}

func.func @lhs_zero(%a: index, %b: index) -> (i1, i1) {
  %c0 = index.constant 0
  %d = index.sub %a, %b
  %0 = index.cmp sgt(%c0, %d)
  %1 = index.cmp ne(%c0, %d)
  return %0, %1 : i1, i1
}

func.func @not_zero(%a: index, %b: index) -> i1 {
  %c1 = index.constant 1
  %d = index.sub %a, %b
  %0 = index.cmp slt(%d, %c1)
  return %0 : i1
}

func.func @not_sub(%a: index, %b: index) -> i1 {
  %c0 = index.constant 0
  %d = index.add %a, %b
  %0 = index.cmp slt(%d, %c0)
  return %0 : i1
}

func.func @sub_kept_alive(%a: index, %b: index) -> (i1, index) {
  %c0 = index.constant 0
  %d = index.sub %a, %b
  %0 = index.cmp ult(%d, %c0)
  return %0, %d : i1, index
}
