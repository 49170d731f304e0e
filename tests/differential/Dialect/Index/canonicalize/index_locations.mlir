// RUN: --canonicalize --mlir-print-debuginfo
// Locations of what the folders and patterns create.

func.func @locs(%a: index, %b: index) -> (index, i1, index) {
  %c1 = index.constant 1 loc("c1")
  %c2 = index.constant 2 loc("c2")
  %c0 = index.constant 0 loc("c0")
  %0 = index.add %a, %c1 loc("inner")
  %1 = index.add %0, %c2 loc("outer")
  %d = index.sub %a, %b loc("sub")
  %2 = index.cmp slt(%d, %c0) loc("cmp")
  %3 = index.mul %c2, %c2 loc("mul")
  return %1, %2, %3 : index, i1, index
}
