// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// Region ops nested in each other: known conditions and carried constants
// propagate through every level.
func.func @if_in_for(%ub: index, %c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 3 : i32
  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%a = %k) -> (i32) {
    %v = scf.if %c -> (i32) {
      scf.yield %a : i32
    } else {
      %t = arith.addi %a, %a : i32
      %u = arith.subi %t, %k : i32
      scf.yield %u : i32
    }
    scf.yield %v : i32
  }
  return %r : i32
}

func.func @for_in_if(%ub: index, %c: i1) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %r = scf.if %true -> (index) {
    %s = scf.for %i = %c0 to %ub step %c1 iter_args(%a = %c1) -> (index) {
      %m = arith.muli %a, %c1 : index
      scf.yield %m : index
    }
    scf.yield %s : index
  } else {
    scf.yield %ub : index
  }
  return %r : index
}

func.func @deep_ifs(%c: i1, %d: i1) -> i64 {
  %c10 = arith.constant 10 : i64
  %r = scf.if %c -> (i64) {
    %s = scf.if %d -> (i64) {
      scf.yield %c10 : i64
    } else {
      %e = scf.execute_region -> i64 {
        scf.yield %c10 : i64
      }
      scf.yield %e : i64
    }
    scf.yield %s : i64
  } else {
    %f = arith.addi %c10, %c10 : i64
    %g = arith.divui %f, %c10 : i64
    %h = arith.muli %g, %c10 : i64
    %j = arith.subi %h, %c10 : i64
    scf.yield %j : i64
  }
  return %r : i64
}

func.func @while_in_if(%c: i1, %n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.if %c -> (i32) {
    %w = scf.while (%a = %c1) : (i32) -> i32 {
      %cc = arith.cmpi slt, %a, %n : i32
      scf.condition(%cc) %a : i32
    } do {
    ^bb0(%b: i32):
      %x = arith.addi %b, %c1 : i32
      scf.yield %x : i32
    }
    scf.yield %w : i32
  } else {
    scf.yield %c1 : i32
  }
  return %r : i32
}
