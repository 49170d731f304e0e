// RUN: --inline --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading
// RUN: --inline --mlir-print-debuginfo
// RUN: '--inline=default-pipeline=' --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading

// The only call of a callee of several blocks, nested in a region of the
// caller: the blocks move in (a region taking one block takes no
// control flow, so the call in `scf.execute_region` is the one inlined).
func.func private @branchy(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^t, ^f
^t:
  %one = arith.constant 1 : i32 loc("t_one")
  cf.br ^join(%one : i32)
^f:
  cf.br ^join(%a : i32)
^join(%v: i32 loc("join_arg")):
  return %v : i32
} loc("branchy")

// A callee of one block called once from an `scf.if`.
func.func private @leaf(%a: index) -> index {
  %c = arith.constant 3 : index loc("leaf_const")
  %r = arith.muli %a, %c : index loc("leaf_mul")
  return %r : index
} loc("leaf")

// A chain of callees each called once: each moves into the one above,
// then into the caller.
func.func private @chain3(%a: i64) -> i64 {
  %r = arith.addi %a, %a : i64 loc("chain3_add")
  return %r : i64
}
func.func private @chain2(%a: i64) -> i64 {
  %r = call @chain3(%a) : (i64) -> i64 loc("call_chain3")
  %s = arith.muli %r, %a : i64 loc("chain2_mul")
  return %s : i64
}
func.func private @chain1(%a: i64) -> i64 {
  %r = call @chain2(%a) : (i64) -> i64 loc("call_chain2")
  return %r : i64
}

func.func @caller(%c: i1, %a: i32, %i: index, %l: i64) -> (i32, index, i64) {
  %0 = scf.execute_region -> i32 {
    %r = func.call @branchy(%c, %a) : (i1, i32) -> i32 loc("call_branchy")
    scf.yield %r : i32
  }
  %1 = scf.if %c -> index {
    %r = func.call @leaf(%i) : (index) -> index loc("call_leaf")
    scf.yield %r : index
  } else {
    scf.yield %i : index
  }
  %2 = call @chain1(%l) : (i64) -> i64 loc("call_chain1")
  return %0, %1, %2 : i32, index, i64
}
