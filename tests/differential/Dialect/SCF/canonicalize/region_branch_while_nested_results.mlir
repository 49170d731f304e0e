// RUN: --canonicalize
// scf.while whose results and before-arguments differ in number.

func.func private @side(i32) -> i32
func.func private @side2(i32) -> (i32, i1)
func.func private @use(i32)

func.func @more_results(%a: i32) -> (i32, i32, i32) {
  %0:3 = scf.while (%x = %a) : (i32) -> (i32, i32, i32) {
    %n, %c = func.call @side2(%x) : (i32) -> (i32, i1)
    scf.condition(%c) %x, %n, %x : i32, i32, i32
  } do {
  ^bb0(%p: i32, %q: i32, %r: i32):
    %m = func.call @side(%q) : (i32) -> i32
    scf.yield %m : i32
  }
  return %0#0, %0#1, %0#2 : i32, i32, i32
}

func.func @dead_before_arg(%a: i32, %b: i32) -> i32 {
  %0 = scf.while (%x = %a, %y = %b) : (i32, i32) -> i32 {
    %n, %c = func.call @side2(%x) : (i32) -> (i32, i1)
    scf.condition(%c) %n : i32
  } do {
  ^bb0(%p: i32):
    %m = func.call @side(%p) : (i32) -> i32
    scf.yield %m, %p : i32, i32
  }
  return %0 : i32
}

func.func @all_dead(%a: i32) {
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    %n, %c = func.call @side2(%a) : (i32) -> (i32, i1)
    scf.condition(%c) %n : i32
  } do {
  ^bb0(%p: i32):
    %m = func.call @side(%a) : (i32) -> i32
    scf.yield %m : i32
  }
  return
}
