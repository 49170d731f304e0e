// RUN: --canonicalize
// Two iter_args with the same init and the same yielded value are one:
// the second's uses go to the first, then it is dropped.

func.func private @side(i32) -> i32
func.func private @use(i32)

func.func @same_init_same_yield(%lb: index, %ub: index, %s: index, %a: i32) -> (i32, i32) {
  %0:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %a) -> (i32, i32) {
    func.call @use(%y) : (i32) -> ()
    %n = func.call @side(%x) : (i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

func.func @same_init_other_yield(%lb: index, %ub: index, %s: index, %a: i32) -> (i32, i32) {
  %0:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %a) -> (i32, i32) {
    %n = func.call @side(%x) : (i32) -> i32
    %m = func.call @side(%y) : (i32) -> i32
    scf.yield %n, %m : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

func.func @three_copies(%lb: index, %ub: index, %s: index, %a: i32) -> (i32, i32, i32) {
  %0:3 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %a, %z = %a) -> (i32, i32, i32) {
    %n = func.call @side(%z) : (i32) -> i32
    func.call @use(%y) : (i32) -> ()
    scf.yield %n, %n, %n : i32, i32, i32
  }
  return %0#2, %0#1, %0#0 : i32, i32, i32
}

func.func @index_typed(%lb: i32, %ub: i32, %s: i32, %a: index) -> (index, index) {
  %0:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %a) -> (index, index) : i32 {
    %c = arith.addi %x, %y : index
    scf.yield %c, %c : index, index
  }
  return %0#0, %0#1 : index, index
}
