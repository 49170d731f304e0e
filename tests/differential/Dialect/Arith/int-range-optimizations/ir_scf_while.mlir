// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// scf.while: arguments join the inits and what the body yields.
func.func @while_count(%n: i32) -> (i32, i1) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c100 = arith.constant 100 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %lt = arith.cmpi slt, %i, %c100 : i32
    scf.condition(%lt) %i : i32
  } do {
  ^bb0(%j: i32):
    %next = arith.addi %j, %c1 : i32
    scf.yield %next : i32
  }
  %ge = arith.cmpi sge, %r, %c0 : i32
  return %r, %ge : i32, i1
}

func.func @while_constant(%c: i1) -> i8 {
  %c7 = arith.constant 7 : i8
  %r = scf.while (%x = %c7) : (i8) -> i8 {
    scf.condition(%c) %x : i8
  } do {
  ^bb0(%y: i8):
    scf.yield %y : i8
  }
  return %r : i8
}
