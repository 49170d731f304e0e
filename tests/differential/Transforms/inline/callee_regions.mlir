// RUN: --inline=default-pipeline=
// RUN: --inline
// Callees holding ops with regions: an `scf.for` with an `scf.if` inside
// is inlined whole into a function and into an `scf.if` branch (the
// callee is a single block; what nests in it does not matter).
func.func private @sum_positive(%m: memref<?xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
    %v = memref.load %m[%i] : memref<?xi32>
    %pos = arith.cmpi sgt, %v, %zero : i32
    %next = scf.if %pos -> (i32) {
      %s = arith.addi %acc, %v : i32
      scf.yield %s : i32
    } else {
      scf.yield %acc : i32
    }
    scf.yield %next : i32
  }
  return %r : i32
}
func.func @direct(%m: memref<?xi32>, %n: index) -> i32 {
  %0 = call @sum_positive(%m, %n) : (memref<?xi32>, index) -> i32
  return %0 : i32
}
func.func @guarded(%c: i1, %m: memref<?xi32>, %n: index) -> i32 {
  %r = scf.if %c -> (i32) {
    %0 = func.call @sum_positive(%m, %n) : (memref<?xi32>, index) -> i32
    scf.yield %0 : i32
  } else {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  return %r : i32
}
