// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// `scf.if` results join the ranges of both yields; `scf.while` arguments
// join the initial values and the values yielded back.
func.func @if_join(%c: i1, %x: i32) -> (i1, i1) {
  %m = arith.constant 3 : i32
  %r = scf.if %c -> (i32) {
    %a = arith.andi %x, %m : i32
    scf.yield %a : i32
  } else {
    %c10 = arith.constant 10 : i32
    scf.yield %c10 : i32
  }
  %c11 = arith.constant 11 : i32
  %c5 = arith.constant 5 : i32
  %lt = arith.cmpi ult, %r, %c11 : i32
  %eq = arith.cmpi eq, %r, %c5 : i32
  return %lt, %eq : i1, i1
}

func.func @if_condition_from_range(%x: i32) -> i32 {
  %m = arith.constant 3 : i32
  %a = arith.andi %x, %m : i32
  %c4 = arith.constant 4 : i32
  %c = arith.cmpi ult, %a, %c4 : i32
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

func.func @while_counter(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  %r = scf.while (%a = %c0) : (i32) -> i32 {
    %lt = arith.cmpi slt, %a, %c10 : i32
    scf.condition(%lt) %a : i32
  } do {
  ^bb0(%b: i32):
    %ge = arith.cmpi sge, %b, %c10 : i32
    %d = arith.addi %b, %c1 : i32
    scf.yield %d : i32
  }
  return %r : i32
}

func.func @while_bounded(%x: i8) -> i1 {
  %m = arith.constant 15 : i8
  %init = arith.andi %x, %m : i8
  %r = scf.while (%a = %init) : (i8) -> i8 {
    %c = arith.cmpi ne, %a, %m : i8
    scf.condition(%c) %a : i8
  } do {
  ^bb0(%b: i8):
    %c1 = arith.constant 1 : i8
    %d = arith.addi %b, %c1 : i8
    %e = arith.andi %d, %m : i8
    scf.yield %e : i8
  }
  %c16 = arith.constant 16 : i8
  %lt = arith.cmpi ult, %r, %c16 : i8
  return %lt : i1
}
