// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// RUN: --remove-dead-values=canonicalize=false
// Calls to private functions inside region ops: a call's dead result in a
// loop body, a callee's argument fed by an iteration argument, and calls
// whose results are all dead kept as calls.
func.func private @step(%a: i32, %b: i32) -> (i32, i32) {
  %s = arith.addi %a, %b : i32
  return %s, %b : i32, i32
}

func.func @loop(%n: index, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %s:2 = func.call @step(%a, %b) : (i32, i32) -> (i32, i32)
    scf.yield %s#0, %s#1 : i32, i32
  }
  return %r#0 : i32
}

func.func private @pure(%a: i32) -> i32 {
  %d = arith.muli %a, %a : i32
  return %d : i32
}

func.func @dead_call_in_if(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %p = func.call @pure(%x) : (i32) -> i32
    scf.yield %p : i32
  } else {
    scf.yield %x : i32
  }
  return %x : i32
}
