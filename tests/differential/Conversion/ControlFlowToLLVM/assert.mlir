// RUN: --convert-cf-to-llvm
// RUN: --mlir-print-op-generic --convert-cf-to-llvm
// RUN: --mlir-print-debuginfo --convert-cf-to-llvm
func.func @asserts(%c: i1, %d: i1) {
  cf.assert %c, "first message"
  cf.assert %d, "quotes \"in\" it, a tab\tand a newline\n, ünïcödé, and \\ backslash"
  cf.assert %c, ""
  return
}
