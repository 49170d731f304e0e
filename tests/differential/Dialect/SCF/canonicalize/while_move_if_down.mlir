// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// An scf.if on the loop condition right before scf.condition: its `then`
// block moves to the start of the `after` region, the values it uses from
// the `before` region passed along as new results.
func.func @move_then(%init: i32, %bound: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %init) : (i32) -> (i32, i32) {
    %c = "test.cond"(%x, %bound) : (i32, i32) -> i1
    %v = "test.value"(%x) : (i32) -> i32
    %w = "test.other"(%x) : (i32) -> i32
    %e = "test.fallback"(%x) : (i32) -> i32
    %res = scf.if %c -> (i32) {
      %t = "test.then"(%v, %w, %bound) : (i32, i32, i32) -> i32
      %t2 = "test.then2"(%t, %v) : (i32, i32) -> i32
      scf.yield %t2 : i32
    } else {
      scf.yield %e : i32
    }
    scf.condition(%c) %res, %x : i32, i32
  } do {
  ^bb0(%a: i32, %b: i32):
    %n = "test.next"(%a, %b) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @no_results(%init: i32) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    %v = "test.value"(%x) : (i32) -> i32
    scf.if %c {
      "test.then"(%v) : (i32) -> ()
    }
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%a: i32):
    %n = "test.next"(%a) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @else_not_empty(%init: i32) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    %res = scf.if %c -> (i32) {
      %t = "test.then"(%x) : (i32) -> i32
      scf.yield %t : i32
    } else {
      %e = "test.else"(%x) : (i32) -> i32
      scf.yield %e : i32
    }
    scf.condition(%c) %res : i32
  } do {
  ^bb0(%a: i32):
    %n = "test.next"(%a) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @other_condition(%init: i32, %d: i1) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    %res = scf.if %d -> (i32) {
      %t = "test.then"(%x) : (i32) -> i32
      scf.yield %t : i32
    } else {
      scf.yield %x : i32
    }
    scf.condition(%c) %res : i32
  } do {
  ^bb0(%a: i32):
    %n = "test.next"(%a) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
