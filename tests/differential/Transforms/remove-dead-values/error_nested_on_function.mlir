// RUN: --pass-pipeline='builtin.module(func.func(remove-dead-values))'
// RUN: --pass-pipeline='builtin.module(func.func(remove-dead-values{canonicalize=false}))' --mlir-disable-threading
// Run on a function rather than the module, the function's return counts
// for nothing: a region op's result the return uses is taken for dead and
// dropped, and the verifier rejects the return left without its operand.
func.func @only(%c: i1, %x: i32) -> i32 {
  %d = arith.addi %x, %x : i32
  %v:2 = scf.if %c -> (i32, i32) {
    scf.yield %x, %d : i32, i32
  } else {
    scf.yield %d, %x : i32, i32
  }
  return %v#1 : i32
}
