// RUN: --mlir-print-op-generic --inline=default-pipeline=
// RUN: --mlir-print-op-generic --inline
// The inlined ops in the generic form: their properties and attributes
// come over as they are, the returns of a multi-block callee become
// `cf.br` ops.
func.func private @callee(%a: i32, %b: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^t, ^f
^t:
  %s = arith.addi %a, %b overflow<nsw> : i32
  return %s : i32
^f:
  %d = arith.cmpi ult, %a, %b : i32
  %m = arith.select %d, %a, %b : i32
  return %m : i32
}
func.func @caller(%x: i32, %c: i1) -> i32 {
  %one = arith.constant 1 : i32
  %0 = call @callee(%x, %one, %c) : (i32, i32, i1) -> i32
  return %0 : i32
}
