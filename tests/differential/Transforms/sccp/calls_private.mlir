// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// Calls to private functions: all their call sites are known, so
// arguments join the operands of the calls and results join the returns.
func.func private @add_one(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}

func.func @caller_a() -> i32 {
  %c4 = arith.constant 4 : i32
  %r = call @add_one(%c4) : (i32) -> i32
  return %r : i32
}

func.func @caller_b() -> i32 {
  %c4 = arith.constant 4 : i32
  %r = call @add_one(%c4) : (i32) -> i32
  %s = arith.addi %r, %r : i32
  return %s : i32
}

func.func private @two_sites(%x: i64, %y: i64) -> i64 {
  %r = arith.addi %x, %y : i64
  return %r : i64
}

func.func @caller_c(%u: i64) -> (i64, i64) {
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %a = call @two_sites(%c1, %c2) : (i64, i64) -> i64
  %b = call @two_sites(%c2, %c2) : (i64, i64) -> i64
  return %a, %b : i64, i64
}

func.func private @returns_constant(%x: i32) -> i32 {
  %c42 = arith.constant 42 : i32
  return %c42 : i32
}

func.func @caller_d(%u: i32) -> i32 {
  %r = call @returns_constant(%u) : (i32) -> i32
  return %r : i32
}

func.func private @never_called(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  %s = arith.addi %c1, %c1 : i32
  return %s : i32
}

func.func private @branching(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c9 = arith.constant 9 : i32
  %z = arith.cmpi eq, %x, %c0 : i32
  cf.cond_br %z, ^zero, ^other
^zero:
  return %c9 : i32
^other:
  return %x : i32
}

func.func @caller_e() -> i32 {
  %c0 = arith.constant 0 : i32
  %r = call @branching(%c0) : (i32) -> i32
  return %r : i32
}
