// RUN: '--pass-pipeline=builtin.module(func.func(cse,canonicalize{test-convergence=true max-iterations=1}))' --mlir-print-ir-after-failure --mlir-disable-threading
// RUN: '--pass-pipeline=builtin.module(func.func(cse,canonicalize{test-convergence=true max-iterations=1}))' --mlir-print-ir-after-all --mlir-disable-threading
// RUN: '--pass-pipeline=builtin.module(func.func(canonicalize{test-convergence=true max-iterations=1}))' --mlir-print-ir-after=cse --mlir-disable-threading
// RUN: --cse --mlir-print-ir-after=cse,bogus
// RUN: --cse --mlir-print-ir-before=CSE

// The second function needs two rounds of folding: with one, the
// canonicalizer fails, and the dump after a failure names it so.

func.func @converges(%a: i32) -> i32 {
  return %a : i32
}

func.func @needs_two(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %t = arith.addi %s, %a : i32
  %u = arith.addi %t, %c1 : i32
  return %u : i32
}

func.func @after(%a: i32) -> i32 {
  return %a : i32
}
