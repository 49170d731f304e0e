// RUN:
// RUN: --mlir-print-op-generic
// cf.assert with plain messages, escapes in the message, an empty message and
// a discardable attribute.
func.func @asserts(%c: i1, %a: i32, %b: i32) {
  cf.assert %c, "plain message"
  %eq = arith.cmpi eq, %a, %b : i32
  cf.assert %eq, "a and b differ: \"quoted\"\n\ttab"
  cf.assert %c, ""
  cf.assert %eq, "with attr" {my.note = "n"}
  cf.assert %c, "non-ascii \C3\A9 and backslash \\"
  return
}
