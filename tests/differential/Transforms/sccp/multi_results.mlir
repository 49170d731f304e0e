// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// Ops of several results fold each result on its own; an op is erased
// only when all of its results are replaced and it has no effects.
func.func @extended() -> (i32, i1) {
  %a = arith.constant 4000000000 : i32
  %b = arith.constant 1000000000 : i32
  %s, %o = arith.addui_extended %a, %b : i32, i1
  return %s, %o : i32, i1
}

func.func @mul_extended() -> (i16, i16) {
  %a = arith.constant 300 : i16
  %b = arith.constant 400 : i16
  %lo, %hi = arith.mului_extended %a, %b : i16
  return %lo, %hi : i16, i16
}

func.func @half_known(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %r:2 = scf.execute_region -> (i32, i32) {
    %y = arith.addi %x, %c1 : i32
    scf.yield %c1, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @signed_extended(%x: i8) -> (i8, i8) {
  %a = arith.constant -100 : i8
  %b = arith.constant 3 : i8
  %lo, %hi = arith.mulsi_extended %a, %b : i8
  return %lo, %hi : i8, i8
}
