// RUN: --inline=default-pipeline=
// RUN: --mlir-print-debuginfo --inline=default-pipeline=
// Four calls of one private callee in two callers: every call but the
// last one is given a copy, the last one takes the body itself and the
// callee is gone. Each inlined body gets the locations of its own call
// site.
func.func private @step(%x: index) -> index {
  %c3 = arith.constant 3 : index loc("step.mlir":1:1)
  %r = arith.addi %x, %c3 : index loc("step.mlir":2:1)
  return %r : index loc("step.mlir":3:1)
}
func.func @one(%x: index) -> index {
  %0 = call @step(%x) : (index) -> index loc("calls.mlir":1:1)
  %1 = call @step(%0) : (index) -> index loc("calls.mlir":2:1)
  %2 = call @step(%1) : (index) -> index loc("calls.mlir":3:1)
  return %2 : index
}
func.func @two(%x: index) -> index {
  %0 = call @step(%x) : (index) -> index loc("calls.mlir":4:1)
  return %0 : index
}
