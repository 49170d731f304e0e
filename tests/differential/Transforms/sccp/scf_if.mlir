// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// `scf.if` with known and unknown conditions: its results join the yields
// of the regions that can run.
func.func @known_true(%x: i32) -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  %r = scf.if %true -> (i32) {
    %a = arith.addi %c1, %c1 : i32
    scf.yield %a : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

func.func @known_false(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %cond = arith.cmpi ne, %c0, %c0 : i32
  %r = scf.if %cond -> (i32) {
    scf.yield %x : i32
  } else {
    %b = arith.subi %c0, %c0 : i32
    scf.yield %b : i32
  }
  return %r : i32
}

func.func @unknown_same(%c: i1) -> (i32, i32) {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %r:2 = scf.if %c -> (i32, i32) {
    scf.yield %c2, %c2 : i32, i32
  } else {
    scf.yield %c2, %c3 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @no_else(%c: i1, %m: memref<i32>) -> i32 {
  %c9 = arith.constant 9 : i32
  scf.if %c {
    %d = arith.addi %c9, %c9 : i32
    memref.store %d, %m[] : memref<i32>
  }
  return %c9 : i32
}

func.func @values_from_above(%c: i1, %x: i64) -> i64 {
  %c4 = arith.constant 4 : i64
  %r = scf.if %c -> (i64) {
    %m = arith.muli %c4, %c4 : i64
    scf.yield %m : i64
  } else {
    %s = arith.shli %c4, %c4 : i64
    %t = arith.subi %s, %x : i64
    scf.yield %t : i64
  }
  return %r : i64
}
