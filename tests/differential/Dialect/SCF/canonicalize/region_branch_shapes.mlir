// RUN: --canonicalize
// RUN: --canonicalize --mlir-print-op-generic
// Mixed shapes: values of an outer scope yielded by every branch, scf.while
// with results in another order than its arguments, swapped and repeated
// carried values, nested execute_region, unsigned loops, discardable
// attributes kept when results are erased (in both printed forms).

func.func private @side(i32) -> i32
func.func private @cond(i32) -> i1
func.func private @use(i32)
func.func @if_outer(%c: i1, %a: i32) -> i32 {
  %0 = scf.if %c -> (i32) {
    func.call @use(%a) : (i32) -> ()
    scf.yield %a : i32
  } else {
    %n = func.call @side(%a) : (i32) -> i32
    scf.yield %a : i32
  }
  return %0 : i32
}
func.func @while_types(%a: i32, %b: i64) -> (i64, i32) {
  %0:2 = scf.while (%x = %a, %y = %b) : (i32, i64) -> (i64, i32) {
    %c = func.call @cond(%x) : (i32) -> i1
    scf.condition(%c) %y, %x : i64, i32
  } do {
  ^bb0(%p: i64, %q: i32):
    %n = func.call @side(%q) : (i32) -> i32
    scf.yield %n, %p : i32, i64
  }
  return %0#0, %0#1 : i64, i32
}
func.func @while_swap(%a: i32, %b: i32) -> (i32, i32) {
  %0:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = func.call @cond(%x) : (i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    scf.yield %q, %p : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}
func.func @while_same(%a: i32) -> (i32, i32) {
  %0:2 = scf.while (%x = %a, %y = %a) : (i32, i32) -> (i32, i32) {
    %c = func.call @cond(%x) : (i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = func.call @side(%p) : (i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}
func.func @er_nested(%a: i32) -> i32 {
  %0 = scf.execute_region -> i32 no_inline {
    %1 = scf.execute_region -> i32 no_inline {
      %n = func.call @side(%a) : (i32) -> i32
      scf.yield %a : i32
    }
    scf.yield %1 : i32
  }
  return %0 : i32
}
func.func @for_unsigned(%lb: i8, %ub: i8, %s: i8, %a: i32) -> i32 {
  %0:2 = scf.for unsigned %i = %lb to %ub step %s iter_args(%x = %a, %y = %a) -> (i32, i32) : i8 {
    %n = func.call @side(%y) : (i32) -> i32
    scf.yield %x, %n : i32, i32
  }
  return %0#0 : i32
}
func.func @for_attr(%lb: index, %ub: index, %s: index, %a: i32) -> i32 {
  %0:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %a) -> (i32, i32) {
    %n = func.call @side(%y) : (i32) -> i32
    scf.yield %n, %n : i32, i32
  } {some.attr = 3 : i32}
  return %0#0 : i32
}
