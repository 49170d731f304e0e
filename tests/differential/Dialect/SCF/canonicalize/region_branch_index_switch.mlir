// RUN: --canonicalize
// scf.index_switch: unused results dropped with their yielded values in
// every case and the default; duplicated results merged.

func.func private @side(i32) -> i32
func.func private @use(i32)

func.func @unused_result(%i: index, %a: i32, %b: i32) -> i32 {
  %0:2 = scf.index_switch %i -> i32, i32
  case 1 {
    %n = func.call @side(%a) : (i32) -> i32
    scf.yield %n, %a : i32, i32
  }
  case 4 {
    %n = func.call @side(%b) : (i32) -> i32
    scf.yield %n, %b : i32, i32
  }
  default {
    %n = func.call @side(%a) : (i32) -> i32
    scf.yield %a, %n : i32, i32
  }
  return %0#1 : i32
}

func.func @all_unused(%i: index, %a: i32) {
  %0 = scf.index_switch %i -> i32
  case 2 {
    %n = func.call @side(%a) : (i32) -> i32
    scf.yield %n : i32
  }
  default {
    %n = func.call @side(%a) : (i32) -> i32
    scf.yield %n : i32
  }
  return
}

func.func @duplicates(%i: index, %a: i32, %b: i32) -> (i32, i32, i32) {
  %0:3 = scf.index_switch %i -> i32, i32, i32
  case 0 {
    %n = func.call @side(%a) : (i32) -> i32
    scf.yield %n, %b, %n : i32, i32, i32
  }
  default {
    %n = func.call @side(%b) : (i32) -> i32
    scf.yield %a, %b, %a : i32, i32, i32
  }
  return %0#0, %0#1, %0#2 : i32, i32, i32
}
