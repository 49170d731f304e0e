// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// Calls: the analysis follows them across functions, so a call's results
// take the ranges the callee returns, and a private callee's arguments
// join what its callers pass.
func.func private @bounded(%x: i32) -> i32 {
  %m = arith.constant 7 : i32
  %a = arith.andi %x, %m : i32
  return %a : i32
}

func.func @caller(%x: i32) -> i1 {
  %r = call @bounded(%x) : (i32) -> i32
  %c8 = arith.constant 8 : i32
  %lt = arith.cmpi ult, %r, %c8 : i32
  return %lt : i1
}

func.func private @takes_constant(%x: i32) -> i1 {
  %c5 = arith.constant 5 : i32
  %eq = arith.cmpi eq, %x, %c5 : i32
  return %eq : i1
}

func.func @passes_constant() -> i1 {
  %c5 = arith.constant 5 : i32
  %r = call @takes_constant(%c5) : (i32) -> i1
  return %r : i1
}

func.func @bounded_operand(%x: i32) -> i32 {
  %m = arith.constant 1 : i32
  %a = arith.andi %x, %m : i32
  %b = arith.subi %a, %a : i32
  %r = call @bounded(%b) : (i32) -> i32
  return %r : i32
}
