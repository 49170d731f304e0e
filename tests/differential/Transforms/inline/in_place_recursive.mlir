// RUN: --inline --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading
// RUN: --inline
// RUN: '--inline=max-iterations=1' --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading

// Two private functions calling each other, one of them called once from
// outside: a component of two, whose calls inside are not inlined (the
// callee calls its caller); the call from outside is.
func.func private @even(%n: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  %r = scf.if %z -> i1 {
    %t = arith.constant true
    scf.yield %t : i1
  } else {
    %c1 = arith.constant 1 : i32
    %m = arith.subi %n, %c1 : i32
    %o = func.call @odd(%m) : (i32) -> i1
    scf.yield %o : i1
  }
  return %r : i1
}
func.func private @odd(%n: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  %r = scf.if %z -> i1 {
    %f = arith.constant false
    scf.yield %f : i1
  } else {
    %c1 = arith.constant 1 : i32
    %m = arith.subi %n, %c1 : i32
    %e = func.call @even(%m) : (i32) -> i1
    scf.yield %e : i1
  }
  return %r : i1
}

// A private function calling itself, called once from outside.
func.func private @self(%n: i32) -> i32 {
  %r = call @self(%n) : (i32) -> i32
  return %r : i32
}

// A private helper called once from a recursive function.
func.func private @helper(%n: i32) -> i32 {
  %c = arith.constant 7 : i32
  %r = arith.addi %n, %c : i32
  return %r : i32
}
func.func private @loop(%n: i32) -> i32 {
  %h = call @helper(%n) : (i32) -> i32
  %r = call @loop(%h) : (i32) -> i32
  return %r : i32
}

func.func @main(%n: i32) -> (i1, i32, i32) {
  %0 = call @even(%n) : (i32) -> i1
  %1 = call @self(%n) : (i32) -> i32
  %2 = call @loop(%n) : (i32) -> i32
  return %0, %1, %2 : i1, i32, i32
}
