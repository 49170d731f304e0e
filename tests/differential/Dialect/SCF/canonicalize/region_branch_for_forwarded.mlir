// RUN: --canonicalize
// scf.for iter_args yielded unchanged hold their initial value: their
// uses, inside and after the loop, go to the init, and the loop drops them.

func.func private @side(i32) -> i32
func.func private @use(i32)

func.func @forwarded(%lb: index, %ub: index, %s: index, %a: i32, %b: i32) -> (i32, i32) {
  %0:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b) -> (i32, i32) {
    %n = func.call @side(%x) : (i32) -> i32
    func.call @use(%y) : (i32) -> ()
    scf.yield %n, %y : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

func.func @swapped(%lb: index, %ub: index, %s: index, %a: i32) -> (i32, i32) {
  %0:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %a) -> (i32, i32) {
    func.call @use(%x) : (i32) -> ()
    scf.yield %y, %x : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

func.func @swapped_distinct(%lb: index, %ub: index, %s: index, %a: i32, %b: i32) -> (i32, i32) {
  %0:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b) -> (i32, i32) {
    func.call @use(%x) : (i32) -> ()
    scf.yield %y, %x : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

func.func @yield_other_arg(%lb: index, %ub: index, %s: index, %a: i32, %b: i32) -> (i32, i32) {
  %0:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b) -> (i32, i32) {
    func.call @use(%x) : (i32) -> ()
    func.call @use(%y) : (i32) -> ()
    scf.yield %y, %y : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

func.func @yield_outer_value(%lb: index, %ub: index, %s: index, %a: i32, %b: i32) -> i32 {
  %0 = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (i32) {
    func.call @use(%x) : (i32) -> ()
    scf.yield %a : i32
  }
  return %0 : i32
}

func.func @yield_body_value(%lb: index, %ub: index, %s: index, %a: i32) -> i32 {
  %0 = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (i32) {
    %n = func.call @side(%a) : (i32) -> i32
    scf.yield %n : i32
  }
  return %0 : i32
}
