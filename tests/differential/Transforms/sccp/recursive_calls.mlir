// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// Recursive and mutually recursive private functions: the values passed
// around the cycle join with those from outside.
func.func private @self(%x: i32, %n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %done = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %done, ^base, ^rec
^base:
  return %x : i32
^rec:
  %m = arith.subi %n, %c1 : i32
  %r = call @self(%x, %m) : (i32, i32) -> i32
  return %r : i32
}

func.func @start_self(%n: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  %r = call @self(%c7, %n) : (i32, i32) -> i32
  return %r : i32
}

func.func private @ping(%x: i64, %c: i1) -> i64 {
  %r = scf.if %c -> (i64) {
    %p = func.call @pong(%x, %c) : (i64, i1) -> i64
    scf.yield %p : i64
  } else {
    scf.yield %x : i64
  }
  return %r : i64
}

func.func private @pong(%x: i64, %c: i1) -> i64 {
  %f = arith.constant false
  %p = call @ping(%x, %f) : (i64, i1) -> i64
  return %p : i64
}

func.func @start_ping(%c: i1) -> i64 {
  %k = arith.constant 21 : i64
  %r = call @ping(%k, %c) : (i64, i1) -> i64
  return %r : i64
}

func.func private @growing(%x: i32, %n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %done = arith.cmpi sle, %n, %c0 : i32
  cf.cond_br %done, ^base, ^rec
^base:
  return %x : i32
^rec:
  %y = arith.addi %x, %c1 : i32
  %m = arith.subi %n, %c1 : i32
  %r = call @growing(%y, %m) : (i32, i32) -> i32
  return %r : i32
}

func.func @start_growing(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = call @growing(%c0, %n) : (i32, i32) -> i32
  return %r : i32
}
