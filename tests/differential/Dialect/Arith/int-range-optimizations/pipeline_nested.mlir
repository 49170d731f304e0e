// RUN: --pass-pipeline='builtin.module(func.func(int-range-optimizations))'
// RUN: --pass-pipeline='builtin.module(func.func(int-range-optimizations))' --mlir-disable-threading
// RUN: --pass-pipeline='builtin.module(int-range-optimizations)'
// RUN: --pass-pipeline='builtin.module(func.func(int-range-optimizations,canonicalize))'
// The pass nested on functions and run on the module: on each function
// alone, a call's result and a private callee's arguments are unknown.
func.func private @callee(%x: i32) -> i32 {
  %c10 = arith.constant 10 : i32
  %lt = arith.cmpi slt, %x, %c10 : i32
  %r = arith.extui %lt : i1 to i32
  return %r : i32
}

func.func @caller() -> i1 {
  %c3 = arith.constant 3 : i32
  %r = call @callee(%c3) : (i32) -> i32
  %c2 = arith.constant 2 : i32
  %lt = arith.cmpi ult, %r, %c2 : i32
  return %lt : i1
}

func.func @local(%x: i32) -> i1 {
  %m = arith.constant 15 : i32
  %a = arith.andi %x, %m : i32
  %c16 = arith.constant 16 : i32
  %lt = arith.cmpi ult, %a, %c16 : i32
  return %lt : i1
}
