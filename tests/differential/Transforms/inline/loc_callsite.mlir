// RUN: --mlir-print-debuginfo --inline=default-pipeline=
// RUN: --mlir-print-debuginfo --mlir-print-local-scope --inline=default-pipeline=
// RUN: --mlir-print-debuginfo --inline
// The locations of inlined ops become call-site locations: the op's own
// location called from the call's location. A file location, a named
// one, an unknown one and one already a call site (which nests).
func.func private @callee(%x: i32) -> i32 {
  %a = arith.addi %x, %x : i32 loc("lib.mlir":3:7)
  %b = arith.muli %a, %x : i32 loc("mul"("lib.mlir":4:7))
  %c = arith.subi %b, %a : i32 loc(unknown)
  %d = arith.xori %c, %x : i32 loc(callsite("inner.mlir":1:1 at "lib.mlir":5:7))
  return %d : i32 loc("lib.mlir":6:3)
}
func.func @caller(%x: i32) -> i32 {
  %0 = call @callee(%x) : (i32) -> i32 loc("app.mlir":10:8)
  return %0 : i32
}
