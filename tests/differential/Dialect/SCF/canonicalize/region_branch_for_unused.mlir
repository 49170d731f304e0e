// RUN: --canonicalize
// An scf.for result no one uses: removed with its iter_arg when the
// iter_arg is unused too; kept when the body uses the iter_arg.

func.func private @side(i32) -> i32
func.func private @use(i32)

func.func @unused_result_dead_arg(%lb: index, %ub: index, %s: index, %a: i32, %b: i32) -> i32 {
  %0:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b) -> (i32, i32) {
    %n = func.call @side(%y) : (i32) -> i32
    %m = func.call @side(%n) : (i32) -> i32
    scf.yield %m, %n : i32, i32
  }
  return %0#1 : i32
}

func.func @unused_result_fed_back(%lb: index, %ub: index, %s: index, %a: i32) {
  %0 = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (i32) {
    %n = func.call @side(%x) : (i32) -> i32
    scf.yield %n : i32
  }
  return
}

func.func @unused_result_pure_cycle(%lb: index, %ub: index, %s: index, %a: i32) {
  %0 = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (i32) {
    %d = arith.addi %x, %x : i32
    %n = func.call @side(%a) : (i32) -> i32
    scf.yield %d : i32
  }
  return
}

func.func @all_unused(%lb: index, %ub: index, %s: index, %a: i32, %b: i32) {
  %0:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b) -> (i32, i32) {
    %n = func.call @side(%a) : (i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return
}

func.func @middle_unused(%lb: index, %ub: index, %s: index, %a: i32, %b: i32, %c: i32) -> (i32, i32) {
  %0:3 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b, %z = %c) -> (i32, i32, i32) {
    %n = func.call @side(%x) : (i32) -> i32
    %m = func.call @side(%z) : (i32) -> i32
    scf.yield %n, %m, %m : i32, i32, i32
  }
  return %0#0, %0#2 : i32, i32
}
