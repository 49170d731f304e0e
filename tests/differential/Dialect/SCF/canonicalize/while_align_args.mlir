// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// scf.while whose scf.condition forwards the `before` arguments in another
// order: the loop is rebuilt with them in order, the `after` arguments and
// the results permuted to match.
func.func @swap(%a: i32, %b: f32) -> (f32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (f32, i32) {
    %c = "test.cond"(%x, %y) : (i32, f32) -> i1
    scf.condition(%c) %y, %x : f32, i32
  } do {
  ^bb0(%p: f32, %q: i32):
    %u = "test.f"(%p, %q) : (f32, i32) -> i32
    %v = "test.g"(%p, %q) : (f32, i32) -> f32
    scf.yield %u, %v : i32, f32
  } attributes {tag = "swap"}
  return %r#0, %r#1 : f32, i32
}

func.func @rotate(%a: i8, %b: i16, %c: i32) -> (i16, i32, i8) {
  %r:3 = scf.while (%x = %a, %y = %b, %z = %c) : (i8, i16, i32) -> (i16, i32, i8) {
    %k = "test.cond"(%x, %y, %z) : (i8, i16, i32) -> i1
    scf.condition(%k) %y, %z, %x : i16, i32, i8
  } do {
  ^bb0(%p: i16, %q: i32, %s: i8):
    %n:3 = "test.step"(%p, %q, %s) : (i16, i32, i8) -> (i8, i16, i32)
    scf.yield %n#0, %n#1, %n#2 : i8, i16, i32
  }
  return %r#0, %r#1, %r#2 : i16, i32, i8
}

func.func @not_a_permutation(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    %w = "test.mix"(%x, %y) : (i32, i32) -> i32
    scf.condition(%c) %w, %x : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n:2 = "test.step"(%p, %q) : (i32, i32) -> (i32, i32)
    scf.yield %n#0, %n#1 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
