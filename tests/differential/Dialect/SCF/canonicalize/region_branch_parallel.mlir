// RUN: --canonicalize
// scf.parallel forwards no value (its reductions combine them): an unused
// result is not a successor input and stays.

func.func private @side(index) -> i32

func.func @unused_reduction(%lb: index, %ub: index, %s: index, %init: i32) {
  %0 = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%init) -> i32 {
    %n = func.call @side(%i) : (index) -> i32
    scf.reduce(%n : i32) {
    ^bb0(%l: i32, %r: i32):
      %sum = arith.addi %l, %r : i32
      scf.reduce.return %sum : i32
    }
  }
  return
}

func.func @used_reduction(%lb: index, %ub: index, %s: index, %init: i32) -> i32 {
  %0 = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%init) -> i32 {
    %n = func.call @side(%i) : (index) -> i32
    scf.reduce(%n : i32) {
    ^bb0(%l: i32, %r: i32):
      %sum = arith.addi %l, %r : i32
      scf.reduce.return %sum : i32
    }
  }
  return %0 : i32
}
