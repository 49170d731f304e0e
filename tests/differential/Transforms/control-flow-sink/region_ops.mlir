// RUN: --control-flow-sink
// Ops with regions move when they and everything nested in them are free
// of memory effects: an `scf.if` and an `scf.for` computing values do, an
// `scf.if` that stores does not.
func.func @region_ops(%cond: i1, %inner: i1, %a: i32, %m: memref<i32>, %n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pure_if = scf.if %inner -> (i32) {
    %t = arith.addi %a, %a : i32
    scf.yield %t : i32
  } else {
    scf.yield %a : i32
  }
  %loop = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {
    %next = arith.muli %acc, %acc : i32
    scf.yield %next : i32
  }
  %storing = scf.if %inner -> (i32) {
    memref.store %a, %m[] : memref<i32>
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  %r = scf.if %cond -> (i32) {
    %s = arith.addi %pure_if, %loop : i32
    scf.yield %s : i32
  } else {
    scf.yield %storing : i32
  }
  %q = scf.if %cond -> (i32) {
    scf.yield %storing : i32
  } else {
    scf.yield %a : i32
  }
  return %r, %q : i32, i32
}
