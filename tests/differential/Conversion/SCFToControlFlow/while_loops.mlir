// RUN: --allow-unregistered-dialect --convert-scf-to-cf
// RUN: --allow-unregistered-dialect --convert-scf-to-cf --mlir-print-debuginfo --mlir-print-local-scope
// scf.while: the before region's condition branching into the after
// region or out, the after region's yield branching back; the do-while
// form (an after region only forwarding its arguments) branching back
// from the condition itself; nests in both regions; the latch's
// attributes.

func.func @no_values(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    "work.body"() : () -> ()
    scf.yield
  }
  return
}

func.func @values(%a: i32, %b: f32) -> (i64, f64) {
  %zero = arith.constant 0 : i32
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (i64, f64) {
    %c = "work.more"(%x) : (i32) -> i1
    %wx = arith.extui %x : i32 to i64
    %wy = arith.extf %y : f32 to f64
    scf.condition(%c) %wx, %wy : i64, f64
  } do {
  ^bb0(%p: i64, %q: f64):
    %nx = arith.trunci %p : i64 to i32
    %ny = arith.truncf %q : f64 to f32
    %sx = arith.addi %nx, %zero : i32
    scf.yield %sx, %ny : i32, f32
  }
  return %r#0, %r#1 : i64, f64
}

func.func @do_while(%start: index) -> index {
  %r = scf.while (%i = %start) : (index) -> index {
    %next = "work.step"(%i) : (index) -> index
    %c = "work.more"(%next) : (index) -> i1
    scf.condition(%c) %next : index
  } do {
  ^bb0(%j: index):
    scf.yield %j : index
  }
  return %r : index
}

func.func @do_while_no_values() {
  scf.while : () -> () {
    %c = "work.more"() : () -> i1
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

func.func @swapped_is_not_do_while(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "work.more"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    scf.yield %q, %p : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @payload_is_not_do_while(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "work.more"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    "work.note"(%p) : (i32) -> ()
    scf.yield %p : i32
  }
  return %r : i32
}

func.func @outside_value_is_not_do_while(%a: i32, %k: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "work.more"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    scf.yield %k : i32
  }
  return %r : i32
}

func.func @nested(%a: f32) -> i64 {
  %r = scf.while (%outer = %a) : (f32) -> i64 {
    %oc = "work.outer_cond"() : () -> i1
    %inner = scf.while (%i = %outer) : (f32) -> i64 {
      %p:2 = "work.inner_before"(%i) : (f32) -> (i1, i64)
      scf.condition(%p#0) %p#1 : i64
    } do {
    ^bb0(%v: i64):
      %w = "work.inner_after"(%v) : (i64) -> f32
      scf.yield %w : f32
    }
    "work.outer_tail"() : () -> ()
    scf.condition(%oc) %inner : i64
  } do {
  ^bb1(%v: i64):
    %back = scf.while (%j = %v) : (i64) -> f32 {
      %q:2 = "work.inner2_before"(%j) : (i64) -> (i1, f32)
      scf.condition(%q#0) %q#1 : f32
    } do {
    ^bb0(%u: f32):
      %z = "work.inner2_after"(%u) : (f32) -> i64
      scf.yield %z : i64
    }
    scf.yield %back : f32
  }
  return %r : i64
}

func.func @for_in_while(%n: index, %s: i32) -> i32 {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %r = scf.while (%x = %s) : (i32) -> i32 {
    %c = "work.more"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %t = scf.for %i = %zero to %n step %one iter_args(%acc = %y) -> (i32) {
      %u = "work.mix"(%acc, %i) : (i32, index) -> i32
      scf.yield %u : i32
    }
    scf.yield %t : i32
  }
  return %r : i32
}

func.func @while_latch_attrs(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    "work.body"() : () -> ()
    scf.yield
  } attributes {llvm.linkage = #llvm.linkage<internal>, plain = 3 : i8}
  return
}

func.func @do_while_latch_attrs(%seed: i32) {
  %r = scf.while (%x = %seed) : (i32) -> i32 {
    %c = "work.more"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  } attributes {llvm.linkage = #llvm.linkage<external>}
  return
}
