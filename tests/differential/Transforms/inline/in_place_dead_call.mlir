// RUN: --inline --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading
// RUN: --inline

// A callee called from two places, one of them in a private function
// nothing calls: that function is dead, so the other call is the
// callee's only use and its body moves.
func.func private @callee(%a: i32) -> i32 {
  %c = arith.constant 5 : i32
  %r = arith.addi %a, %c : i32
  return %r : i32
}
func.func private @dead(%a: i32) -> i32 {
  %r = call @callee(%a) : (i32) -> i32
  return %r : i32
}
func.func @live(%a: i32) -> i32 {
  %r = call @callee(%a) : (i32) -> i32
  return %r : i32
}

// A callee called twice from one caller, one of the calls in a block
// nothing branches to.
func.func private @twice(%a: i32) -> i32 {
  %r = arith.muli %a, %a : i32
  return %r : i32
}
func.func @unreachable(%a: i32) -> i32 {
  %r = call @twice(%a) : (i32) -> i32
  return %r : i32
^dead:
  %s = call @twice(%a) : (i32) -> i32
  return %s : i32
}

// A callee used once by a call and once as a value: not moved.
func.func private @taken(%a: i32) -> i32 {
  return %a : i32
}
func.func @address(%a: i32) -> (i32, (i32) -> i32) {
  %f = func.constant @taken : (i32) -> i32
  %r = call @taken(%a) : (i32) -> i32
  return %r, %f : i32, (i32) -> i32
}

// A nested module's private callee of one call.
module @inner {
  func.func private @inner_callee(%a: i32) -> i32 {
    %r = arith.addi %a, %a : i32
    return %r : i32
  }
  func.func @inner_caller(%a: i32) -> i32 {
    %r = call @inner_callee(%a) : (i32) -> i32
    return %r : i32
  }
}
