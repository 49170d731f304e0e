// RUN: --inline --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading
// RUN: --inline --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading --mlir-print-debuginfo
// RUN: --inline --mlir-print-ir-after-all --mlir-disable-threading --mlir-print-debuginfo
// RUN: --inline --mlir-print-ir-before-all --mlir-print-ir-module-scope --mlir-disable-threading
// RUN: --inline --mlir-print-debuginfo

// A private callee of one call has its body moved into the caller: until
// the inliner erases it, the module holds it as a declaration, as the
// module's dumps between the nested passes show.
func.func private @once(%a: i32 loc("arg_a"), %b: i32 loc("arg_b")) -> i32 attributes {note = "kept"} {
  %c = arith.constant 1 : i32 loc("const")
  %s = arith.addi %a, %c : i32 loc("sum")
  %p = arith.muli %s, %b : i32 loc("product")
  return %p : i32 loc("ret")
} loc("once")

// A public callee is copied, and stays.
func.func @public(%a: i32) -> i32 {
  %c = arith.constant 2 : i32 loc("public_const")
  %r = arith.subi %a, %c : i32 loc("public_sub")
  return %r : i32
} loc("public")

// Called twice: copied at each call, erased once unused.
func.func private @twice(%a: i32) -> i32 {
  %r = arith.xori %a, %a : i32 loc("twice_xor")
  return %r : i32
} loc("twice")

func.func @caller(%x: i32, %y: i32) -> i32 {
  %0 = call @once(%x, %y) : (i32, i32) -> i32 loc("call_once")
  %1 = call @public(%0) : (i32) -> i32 loc("call_public")
  %2 = call @twice(%1) : (i32) -> i32 loc("call_twice_1")
  %3 = call @twice(%2) : (i32) -> i32 loc("call_twice_2")
  return %3 : i32
} loc("caller")
