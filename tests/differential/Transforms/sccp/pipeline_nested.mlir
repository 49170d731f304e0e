// RUN: --pass-pipeline='builtin.module(func.func(sccp))'
// RUN: --pass-pipeline='builtin.module(func.func(sccp))' --mlir-disable-threading
// RUN: --pass-pipeline='builtin.module(sccp)'
// RUN: --pass-pipeline='builtin.module(func.func(sccp),canonicalize)'
// RUN: --pass-pipeline='builtin.module(sccp,sccp)'
// Run on each function the pass sees no calls across functions: the
// private callee's argument is unknown and the call's result too; run on
// the module, they become known.
func.func private @callee(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}

func.func @caller() -> i32 {
  %c2 = arith.constant 2 : i32
  %r = call @callee(%c2) : (i32) -> i32
  %s = arith.addi %r, %c2 : i32
  return %s : i32
}

func.func @local(%c: i1) -> i32 {
  %t = arith.constant true
  %k = arith.constant 4 : i32
  cf.cond_br %t, ^a(%k : i32), ^b(%k : i32)
^a(%u: i32):
  %v = arith.muli %u, %u : i32
  return %v : i32
^b(%w: i32):
  return %w : i32
}
