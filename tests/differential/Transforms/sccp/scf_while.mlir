// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// `scf.while`: values pass from the before region to the after region and
// back; constants survive when every path carries the same value.
func.func @invariant(%n: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = scf.while (%a = %c2) : (i32) -> i32 {
    %cond = arith.cmpi slt, %a, %n : i32
    scf.condition(%cond) %a : i32
  } do {
  ^bb0(%b: i32):
    %d = arith.muli %b, %c2 : i32
    %e = arith.divsi %d, %c2 : i32
    scf.yield %e : i32
  }
  return %r : i32
}

func.func @changing(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%a = %c0) : (i32) -> i32 {
    %cond = arith.cmpi slt, %a, %n : i32
    scf.condition(%cond) %a : i32
  } do {
  ^bb0(%b: i32):
    %next = arith.addi %b, %c1 : i32
    scf.yield %next : i32
  }
  return %r : i32
}

func.func @false_condition(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %false = arith.constant false
  %r = scf.while (%a = %c3) : (i32) -> i32 {
    scf.condition(%false) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %x : i32
  }
  return %r : i32
}

func.func @different_types(%n: i64) -> (i64, f32) {
  %c0 = arith.constant 0 : i64
  %f = arith.constant 2.5 : f32
  %r:2 = scf.while (%a = %c0) : (i64) -> (i64, f32) {
    %cond = arith.cmpi ult, %a, %n : i64
    %g = arith.addf %f, %f : f32
    scf.condition(%cond) %a, %g : i64, f32
  } do {
  ^bb0(%b: i64, %h: f32):
    %next = arith.addi %b, %n : i64
    scf.yield %next : i64
  }
  return %r#0, %r#1 : i64, f32
}
