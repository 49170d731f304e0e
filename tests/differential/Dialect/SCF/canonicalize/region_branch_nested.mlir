// RUN: --canonicalize
// Nested loops and conditionals: removing a dead value of an inner op
// makes the enclosing op's value dead in turn.

func.func private @side(i32) -> i32
func.func private @use(i32)

func.func @nested_for(%lb: index, %ub: index, %s: index, %a: i32, %b: i32) -> i32 {
  %0:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b) -> (i32, i32) {
    %1:2 = scf.for %j = %lb to %ub step %s iter_args(%p = %x, %q = %y) -> (i32, i32) {
      %n = func.call @side(%p) : (i32) -> i32
      scf.yield %n, %q : i32, i32
    }
    scf.yield %1#0, %1#1 : i32, i32
  }
  return %0#0 : i32
}

func.func @for_in_if(%c: i1, %lb: index, %ub: index, %s: index, %a: i32) -> i32 {
  %0:2 = scf.if %c -> (i32, i32) {
    %1:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %a) -> (i32, i32) {
      %n = func.call @side(%x) : (i32) -> i32
      %m = func.call @side(%y) : (i32) -> i32
      scf.yield %n, %m : i32, i32
    }
    scf.yield %1#0, %1#1 : i32, i32
  } else {
    %n = func.call @side(%a) : (i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %0#0 : i32
}

func.func @if_in_while(%a: i32, %c: i1) -> i32 {
  %0:2 = scf.while (%x = %a, %y = %a) : (i32, i32) -> (i32, i32) {
    %n = func.call @side(%x) : (i32) -> i32
    scf.condition(%c) %n, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %r:2 = scf.if %c -> (i32, i32) {
      %m = func.call @side(%p) : (i32) -> i32
      scf.yield %m, %q : i32, i32
    } else {
      scf.yield %p, %q : i32, i32
    }
    scf.yield %r#0, %r#1 : i32, i32
  }
  return %0#0 : i32
}
