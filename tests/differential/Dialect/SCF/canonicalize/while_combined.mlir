// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// Several scf.while patterns on one loop, tried in upstream's order: the
// forwarded condition and comparison become constants, then the arguments
// are aligned and an scf.if moves down.
func.func @truth_and_align(%a: i32, %b: i32) -> (i32, i1, i32) {
  %r:3 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i1, i32) {
    %c = arith.cmpi ult, %x, %y : i32
    scf.condition(%c) %y, %c, %x : i32, i1, i32
  } do {
  ^bb0(%p: i32, %k: i1, %q: i32):
    %same = arith.cmpi ult, %q, %p : i32
    %inv = arith.cmpi uge, %q, %b : i32
    %n:2 = "test.step"(%p, %q, %k, %same, %inv) : (i32, i32, i1, i1, i1) -> (i32, i32)
    scf.yield %n#0, %n#1 : i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i1, i32
}

func.func @cmp_then_if(%a: i32, %bound: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %bound : i32
    %e = "test.fallback"(%x) : (i32) -> i32
    %v = "test.value"(%x) : (i32) -> i32
    %res = scf.if %c -> (i32) {
      %t = "test.then"(%v, %bound) : (i32, i32) -> i32
      scf.yield %t : i32
    } else {
      scf.yield %e : i32
    }
    scf.condition(%c) %x, %res : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %lt = arith.cmpi slt, %p, %bound : i32
    %ge = arith.cmpi sge, %p, %bound : i32
    %n = "test.next"(%p, %q, %lt, %ge) : (i32, i32, i1, i1) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @in_for_body(%n: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {
    %w:2 = scf.while (%x = %acc) : (i32) -> (i1, i32) {
      %c = "test.cond"(%x, %i) : (i32, index) -> i1
      scf.condition(%c) %c, %x : i1, i32
    } do {
    ^bb0(%k: i1, %y: i32):
      %z = "test.body"(%k, %y) : (i1, i32) -> i32
      scf.yield %z : i32
    }
    %u = "test.use"(%w#0, %w#1) : (i1, i32) -> i32
    scf.yield %u : i32
  }
  return %s : i32
}
