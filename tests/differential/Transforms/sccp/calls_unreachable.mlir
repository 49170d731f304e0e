// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// A call that is never executed does not contribute its operands to the
// callee's arguments; a callee reached only from dead code is not visited.
func.func private @callee(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}

func.func @one_live_call(%u: i32) -> i32 {
  %false = arith.constant false
  %c4 = arith.constant 4 : i32
  cf.cond_br %false, ^dead, ^live
^dead:
  %a = call @callee(%u) : (i32) -> i32
  return %a : i32
^live:
  %b = call @callee(%c4) : (i32) -> i32
  return %b : i32
}

func.func private @only_dead_caller(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = arith.muli %x, %c2 : i32
  %k = arith.muli %c2, %c2 : i32
  return %k : i32
}

func.func @dead_region(%u: i32) -> i32 {
  %false = arith.constant false
  %c0 = arith.constant 0 : i32
  %r = scf.if %false -> (i32) {
    %a = func.call @only_dead_caller(%u) : (i32) -> i32
    scf.yield %a : i32
  } else {
    scf.yield %c0 : i32
  }
  return %r : i32
}

func.func private @in_loop(%x: index) -> index {
  return %x : index
}

func.func @loop_calls(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c1) -> (index) {
    %v = func.call @in_loop(%a) : (index) -> index
    scf.yield %v : index
  }
  return %r : index
}
