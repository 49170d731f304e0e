// RUN: --mlir-print-debuginfo --inline=default-pipeline=
// RUN: --mlir-print-debuginfo --mlir-print-local-scope --inline=default-pipeline=
// A callee of several blocks, called twice so that it is cloned once and
// moved once: the arguments of its inner blocks get call-site locations
// too, and the block that takes the call's results has the call's
// location for its argument.
func.func private @callee(%x: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^a(%x : i32), ^b
^a(%v: i32 loc("arg.mlir":1:1)):
  %r = arith.addi %v, %v : i32 loc("body.mlir":2:2)
  return %r : i32 loc("body.mlir":3:3)
^b:
  return %x : i32 loc("body.mlir":4:4)
}
func.func @caller(%x: i32, %c: i1) -> (i32, i32) {
  %0 = call @callee(%x, %c) : (i32, i1) -> i32 loc("site.mlir":5:5)
  %1 = call @callee(%0, %c) : (i32, i1) -> i32 loc("site.mlir":6:6)
  return %0, %1 : i32, i32
}
