// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// Constants flow through chains of integer arithmetic; the folded values
// are materialized as new constants and the old ops left dead are erased.
func.func @chain() -> i32 {
  %a = arith.constant 6 : i32
  %b = arith.constant 7 : i32
  %p = arith.muli %a, %b : i32
  %q = arith.addi %p, %a : i32
  %r = arith.subi %q, %b : i32
  return %r : i32
}

func.func @partly_known(%x: i32) -> (i32, i32) {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %s = arith.addi %c3, %c4 : i32
  %t = arith.addi %s, %x : i32
  return %s, %t : i32, i32
}

func.func @several_uses() -> (i64, i64, i64) {
  %c1 = arith.constant 1 : i64
  %c2 = arith.shli %c1, %c1 : i64
  %c4 = arith.shli %c2, %c1 : i64
  %c8 = arith.muli %c4, %c2 : i64
  return %c8, %c8, %c4 : i64, i64, i64
}

func.func @wrapping() -> (i8, i8) {
  %big = arith.constant 100 : i8
  %w = arith.addi %big, %big : i8
  %n = arith.subi %w, %big : i8
  return %w, %n : i8, i8
}

func.func @floats() -> (f32, f64) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.25 : f32
  %s = arith.addf %a, %b : f32
  %m = arith.mulf %s, %a : f32
  %c = arith.constant -0.5 : f64
  %d = arith.negf %c : f64
  return %m, %d : f32, f64
}

func.func @compare() -> (i1, i1) {
  %a = arith.constant 5 : index
  %b = arith.constant 9 : index
  %lt = arith.cmpi slt, %a, %b : index
  %eq = arith.cmpi eq, %a, %b : index
  return %lt, %eq : i1, i1
}
