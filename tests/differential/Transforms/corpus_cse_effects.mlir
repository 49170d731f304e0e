// RUN: --allow-unregistered-dialect --cse
// RUN: --allow-unregistered-dialect --canonicalize --cse
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(cse,canonicalize))
// Pure ops are merged across ops with effects; ops with effects are not.
func.func private @callee(i32) -> i32

func.func @pure_across_unregistered(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  "u.write"() : () -> ()
  %1 = arith.addi %a, %b : i32
  return %0, %1 : i32, i32
}

func.func @unregistered_reads(%a: i32) -> (i32, i32, i32) {
  %0 = "u.load"(%a) : (i32) -> i32
  %1 = "u.load"(%a) : (i32) -> i32
  "u.store"(%a) : (i32) -> ()
  %2 = "u.load"(%a) : (i32) -> i32
  return %0, %1, %2 : i32, i32, i32
}

func.func @calls_not_merged(%a: i32) -> (i32, i32, i32) {
  %0 = func.call @callee(%a) : (i32) -> i32
  %1 = func.call @callee(%a) : (i32) -> i32
  %2 = arith.addi %0, %1 : i32
  %3 = arith.addi %0, %1 : i32
  return %2, %3, %0 : i32, i32, i32
}

func.func @asserts_not_merged(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  cf.assert %c, "first"
  %0 = arith.muli %a, %b : i32
  cf.assert %c, "first"
  %1 = arith.muli %a, %b : i32
  return %0, %1 : i32, i32
}

func.func @poison_across_effects() -> (i32, i32) {
  %0 = ub.poison : i32
  "u.effect"() : () -> ()
  %1 = ub.poison : i32
  return %0, %1 : i32, i32
}

func.func @call_indirect_not_merged(%f: (i32) -> i32, %a: i32) -> (i32, i32) {
  %0 = func.call_indirect %f(%a) : (i32) -> i32
  %1 = func.call_indirect %f(%a) : (i32) -> i32
  return %0, %1 : i32, i32
}

func.func @dead_unregistered_result_kept(%a: i32, %b: i32) -> i32 {
  %0 = "u.pure_looking"(%a) : (i32) -> i32
  %1 = arith.divui %a, %b : i32
  %2 = arith.divui %a, %b : i32
  return %2 : i32
}
