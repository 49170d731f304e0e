// RUN: --canonicalize
// scf.while: arguments forwarded unchanged around the loop are replaced
// by the init, unused results and their `after` arguments are dropped.

func.func private @side(i32) -> i32
func.func private @cond(i32) -> i1
func.func private @use(i32)

func.func @forwarded_arg(%a: i32, %b: i32) -> i32 {
  %0:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = func.call @cond(%y) : (i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = func.call @side(%q) : (i32) -> i32
    scf.yield %p, %n : i32, i32
  }
  return %0#0 : i32
}

func.func @unused_result(%a: i32) {
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    %c = func.call @cond(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %n = func.call @side(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return
}

func.func @unused_after_arg(%a: i32) -> i32 {
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    %c = func.call @cond(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %n = func.call @side(%a) : (i32) -> i32
    scf.yield %n : i32
  }
  return %0 : i32
}

func.func @duplicated_condition_args(%a: i32) -> (i32, i32) {
  %0:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = func.call @cond(%x) : (i32) -> i1
    %n = func.call @side(%x) : (i32) -> i32
    scf.condition(%c) %n, %n : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    func.call @use(%q) : (i32) -> ()
    scf.yield %p : i32
  }
  return %0#0, %0#1 : i32, i32
}

func.func @condition_of_outer_value(%a: i32, %b: i32) -> i32 {
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    %c = func.call @cond(%x) : (i32) -> i1
    scf.condition(%c) %b : i32
  } do {
  ^bb0(%p: i32):
    %n = func.call @side(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return %0 : i32
}
