// RUN: --canonicalize
// scf.if: unused results are dropped with the values both branches yield
// for them; a result both branches give the same value is kept (no
// region-branch pattern replaces it) when that value is not in scope.

func.func private @side(i32) -> i32
func.func private @use(i32)

func.func @unused_result(%c: i1, %a: i32) -> i32 {
  %0:2 = scf.if %c -> (i32, i32) {
    %n = func.call @side(%a) : (i32) -> i32
    %m = func.call @side(%n) : (i32) -> i32
    scf.yield %n, %m : i32, i32
  } else {
    %n = func.call @side(%a) : (i32) -> i32
    scf.yield %a, %n : i32, i32
  }
  return %0#1 : i32
}

func.func @all_unused(%c: i1, %a: i32) {
  %0:2 = scf.if %c -> (i32, i32) {
    %n = func.call @side(%a) : (i32) -> i32
    scf.yield %n, %n : i32, i32
  } else {
    %n = func.call @side(%a) : (i32) -> i32
    scf.yield %a, %n : i32, i32
  }
  return
}

func.func @duplicate_results(%c: i1, %a: i32) -> (i32, i32) {
  %0:2 = scf.if %c -> (i32, i32) {
    %n = func.call @side(%a) : (i32) -> i32
    scf.yield %n, %n : i32, i32
  } else {
    %n = func.call @side(%a) : (i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

func.func @inner_value_not_in_scope(%c: i1, %a: i32) -> i32 {
  %0 = scf.if %c -> (i32) {
    %n = func.call @side(%a) : (i32) -> i32
    scf.yield %n : i32
  } else {
    %n = func.call @side(%a) : (i32) -> i32
    scf.yield %n : i32
  }
  return %0 : i32
}
