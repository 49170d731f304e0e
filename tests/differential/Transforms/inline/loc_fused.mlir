// RUN: --mlir-print-debuginfo --inline=default-pipeline=
// RUN: --mlir-print-debuginfo --inline
// Fused locations, on the callee's ops and on the call: the call site
// wraps the callee op's location as it is. With the default pipeline the
// caller's constant and the inlined one are merged, and the location of
// the constant kept becomes unknown.
func.func private @callee(%x: f32) -> f32 {
  %c = arith.constant 2.0 : f32 loc(fused["a.mlir":1:1, "b.mlir":2:2])
  %r = arith.mulf %x, %c : f32 loc(fused<"meta">["a.mlir":3:1])
  return %r : f32 loc("a.mlir":4:1)
}
func.func @caller(%x: f32) -> f32 {
  %c = arith.constant 2.0 : f32 loc("main.mlir":1:1)
  %0 = call @callee(%x) : (f32) -> f32 loc(fused["main.mlir":2:1, "main.mlir":2:9])
  %1 = arith.addf %0, %c : f32 loc("main.mlir":3:1)
  return %1 : f32 loc("main.mlir":4:1)
}
