// RUN: --allow-unregistered-dialect --test-dead-code-analysis
// RUN: --allow-unregistered-dialect --test-dead-code-analysis --mlir-disable-threading
// RECORD-STDERR
// Callables and calls: the call sites of private functions (called once,
// twice, never, recursively, only from dead code), public functions and
// declarations, a function whose symbol is used other than by a call, the
// returns of a call, and functions in a nested module.

func.func private @once(%x: i64) -> i64 attributes {tag = "once"} {
  return {tag = "once_return"} %x : i64
}

func.func private @twice(%x: i64) -> i64 attributes {tag = "twice"} {
  %false = arith.constant false
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  return %x : i64
^bb2:
  return {tag = "twice_live_return"} %x : i64
}

func.func private @never() attributes {tag = "never"} {
  return
}

func.func private @only_from_dead() attributes {tag = "only_from_dead"} {
  return
}

func.func private @recursive(%n: i64) -> i64 attributes {tag = "recursive"} {
  %r = call @recursive(%n) {tag = "self_call"} : (i64) -> i64
  return %r : i64
}

func.func private @referenced() attributes {tag = "referenced"} {
  return
}

func.func private @declared(i64) -> i64 attributes {tag = "declared"}

func.func @public_entry(%x: i64) -> i64 attributes {tag = "public_entry"} {
  %a = call @once(%x) {tag = "call_once"} : (i64) -> i64
  %b = call @twice(%a) {tag = "call_twice_1"} : (i64) -> i64
  %c = call @twice(%b) {tag = "call_twice_2"} : (i64) -> i64
  %d = call @recursive(%c) : (i64) -> i64
  %e = call @declared(%d) {tag = "call_declared"} : (i64) -> i64
  "test.symbol_user"() {ref = @referenced} : () -> ()
  %false = arith.constant false
  scf.if %false {
    func.call @only_from_dead() {tag = "dead_call"} : () -> ()
  }
  return %e : i64
}

module @inner {
  func.func private @helper() attributes {tag = "inner_helper"} {
    return
  }
  func.func nested @nested_entry() attributes {tag = "nested_entry"} {
    call @helper() {tag = "inner_call"} : () -> ()
    return
  }
}
