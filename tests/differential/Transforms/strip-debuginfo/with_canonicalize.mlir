// RUN: --strip-debuginfo --canonicalize --mlir-print-debuginfo
// RUN: --canonicalize --strip-debuginfo --mlir-print-debuginfo
// Before folding, the constants folded into one carry a fused location
// only when their locations differ; stripping first or last leaves no
// location either way.
func.func @k() -> (i32, i32) {
  %c1 = arith.constant 1 : i32 loc("one")
  %c2 = arith.constant 1 : i32 loc("two")
  return %c1, %c2 : i32, i32
}
